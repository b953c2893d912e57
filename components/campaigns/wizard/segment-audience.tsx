"use client";

import clsx from "clsx";
import { Filter, ListChecks, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useSegmentPreview, useSegments } from "@/lib/queries/segments";
import type { StepProps } from "./wizard-model";
import { alertLink } from "@/components/ui/data/rich-links";
import { NamedOptions } from "@/components/ui/data/options";

export type AudienceMode = "list" | "segment";

/** "A mailing list" or "A segment": the two kinds of campaign audience (docs/contract.md section 16). */
export function AudienceModeSwitch({ mode, onMode }: { mode: AudienceMode; onMode: (mode: AudienceMode) => void }) {
  const t = useTranslations("campaigns.wizard.audience");
  const option = (value: AudienceMode, label: string, Icon: typeof Filter) => (
    // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      onClick={() => onMode(value)}
      className={clsx(
        "flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
        mode === value
          ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200"
          : "text-slate-600 hover:text-slate-900",
      )}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );
  return (
    <div role="radiogroup" aria-label={t("modeLabel")} className="flex gap-1 rounded-lg bg-slate-100 p-1">
      {option("list", t("modeList"), ListChecks)}
      {option("segment", t("modeSegment"), Filter)}
    </div>
  );
}

/** The segment choice, with how many of its contacts match now. */
export function SegmentAudience({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.audience");
  const segments = useSegments(1);
  if (segments.isPending) return <Skeleton className="h-10 max-w-xl" />;
  if (segments.isError)
    return <ErrorState title={t("segmentsLoadError")} error={segments.error} onRetry={() => void segments.refetch()} />;
  const all = segments.data.data;
  if (all.length === 0) {
    return (
      <Alert tone="warning" title={t("noSegmentsTitle")}>
        {t.rich("noSegments", alertLink("/contacts/segments/new"))}
      </Alert>
    );
  }
  const chosen = all.find((segment) => segment.id === state.segmentId);
  return (
    <div className="flex flex-col gap-4">
      <Field label={t("segment")} error={errors.segmentId} hint={t("segmentHint")}>
        {(control) => (
          <Select
            {...control}
            value={state.segmentId}
            onChange={(event) => change({ segmentId: event.target.value, listId: "" })}
          >
            <option value="">{t("chooseSegment")}</option>
            <NamedOptions items={all} />
          </Select>
        )}
      </Field>
      {chosen ? <SegmentSize listId={chosen.listId} match={chosen.match} rules={chosen.rules} /> : null}
    </div>
  );
}

function SegmentSize(definition: { listId: string | null; match: "all" | "any"; rules: unknown[] }) {
  const t = useTranslations("campaigns.wizard.audience");
  // The segment's rules with "and ACTIVE": who a send would reach (before the per-address dedup).
  const own =
    definition.rules.length === 0
      ? []
      : definition.match === "all"
        ? definition.rules
        : [{ match: "any", rules: definition.rules }];
  const preview = useSegmentPreview({
    listId: definition.listId,
    match: "all",
    rules: [{ field: "status", op: "equals", value: "ACTIVE" }, ...own],
  });
  if (!preview.data) return <Skeleton className="h-5 w-48" />;
  const count = preview.data.count;
  return count > 0 ? (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Users aria-hidden className="size-4 text-brand-600" />
      <span>
        {t.rich("segmentMatches", {
          count,
          strong: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
        })}
      </span>
    </p>
  ) : (
    <Alert tone="warning" title={t("nobodyMatchesTitle")}>
      {t("nobodyMatches")}
    </Alert>
  );
}
