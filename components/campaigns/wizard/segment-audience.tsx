"use client";

import clsx from "clsx";
import { Filter, ListChecks, Users } from "lucide-react";
import Link from "next/link";
import { formatCount } from "@/components/contacts/contact-counts-bar";
import { Alert } from "@/components/ui/alert";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useSegmentPreview, useSegments } from "@/lib/queries/segments";
import type { StepProps } from "./choice-steps";

export type AudienceMode = "list" | "segment";

/** "A mailing list" or "A segment": the two kinds of campaign audience (API.md section 16). */
export function AudienceModeSwitch({ mode, onMode }: { mode: AudienceMode; onMode: (mode: AudienceMode) => void }) {
  const option = (value: AudienceMode, label: string, Icon: typeof Filter) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      onClick={() => onMode(value)}
      className={clsx(
        "flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
        mode === value ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900",
      )}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );
  return (
    <div role="radiogroup" aria-label="Send to" className="flex gap-1 rounded-lg bg-slate-100 p-1">
      {option("list", "A mailing list", ListChecks)}
      {option("segment", "A segment", Filter)}
    </div>
  );
}

/** The segment choice, with how many of its contacts match now. */
export function SegmentAudience({ state, change, errors }: StepProps) {
  const segments = useSegments(1);
  if (segments.isPending) return <Skeleton className="h-10 max-w-xl" />;
  if (segments.isError) return <ErrorState title="We couldn't load your segments" error={segments.error} onRetry={() => void segments.refetch()} />;
  const all = segments.data.data;
  if (all.length === 0) {
    return (
      <Alert tone="warning" title="You have no segments yet">
        Build one from your contacts&apos; fields, tags and engagement first.{" "}
        <Link href="/contacts/segments/new" className="font-medium underline">New segment</Link>
      </Alert>
    );
  }
  const chosen = all.find((segment) => segment.id === state.segmentId);
  return (
    <div className="flex flex-col gap-4">
      <Field label="Segment" error={errors.segmentId} hint="The campaign goes to the segment's active contacts at the moment it sends; an address in several lists gets it once.">
        {(control) => (
          <Select {...control} value={state.segmentId} onChange={(event) => change({ segmentId: event.target.value, listId: "" })}>
            <option value="">Choose a segment…</option>
            {all.map((segment) => (
              <option key={segment.id} value={segment.id}>{segment.name}</option>
            ))}
          </Select>
        )}
      </Field>
      {chosen ? <SegmentSize listId={chosen.listId} match={chosen.match} rules={chosen.rules} /> : null}
    </div>
  );
}

function SegmentSize(definition: { listId: string | null; match: "all" | "any"; rules: unknown[] }) {
  // The segment's rules with "and ACTIVE": who a send would reach (before the per-address dedup).
  const own = definition.rules.length === 0 ? [] : definition.match === "all" ? definition.rules : [{ match: "any", rules: definition.rules }];
  const preview = useSegmentPreview({ listId: definition.listId, match: "all", rules: [{ field: "status", op: "equals", value: "ACTIVE" }, ...own] });
  if (!preview.data) return <Skeleton className="h-5 w-48" />;
  const count = preview.data.count;
  return count > 0 ? (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Users aria-hidden className="size-4 text-brand-600" />
      <span>
        <span className="font-semibold text-slate-900">{formatCount(count)}</span> active {count === 1 ? "contact matches" : "contacts match"} now.
      </span>
    </p>
  ) : (
    <Alert tone="warning" title="Nobody matches this segment now">
      Nobody would receive this campaign. Loosen its rules, or choose another audience.
    </Alert>
  );
}
