"use client";

import clsx from "clsx";
import { CircleCheck, Server, TriangleAlert, Users } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { formatCount } from "@/components/contacts/contact-counts-bar";
import { EmailThumbnail } from "@/components/templates/email-frame";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/error-state";
import { inputClasses } from "@/components/ui/input";
import { useLists } from "@/lib/queries/lists";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { useRenderTemplate, useTemplates, type TemplateListItem } from "@/lib/queries/templates";
import { type AudienceMode, AudienceModeSwitch, SegmentAudience } from "./segment-audience";
import type { WizardState } from "./wizard-model";

export type StepProps = {
  state: WizardState;
  change: (changes: Partial<WizardState>) => void;
  errors: Record<string, string>;
};

export function DetailsStep({ state, change, errors }: StepProps) {
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <TextField
        label="Campaign name"
        value={state.name}
        onChange={(event) => change({ name: event.target.value })}
        error={errors.name}
        placeholder="November newsletter"
        hint="Only your team sees this name."
        autoFocus
      />
      <Field label="Description" error={errors.description} hint="Optional: what this campaign is for.">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={state.description}
            onChange={(event) => change({ description: event.target.value })}
            className={clsx(inputClasses, "h-auto py-2")}
          />
        )}
      </Field>
    </div>
  );
}

export function AudienceStep(props: StepProps) {
  const [mode, setMode] = useState<AudienceMode>(props.state.segmentId ? "segment" : "list");
  const choose = (next: AudienceMode) => {
    setMode(next);
    props.change(next === "list" ? { segmentId: "" } : { listId: "" });
  };
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <AudienceModeSwitch mode={mode} onMode={choose} />
      {mode === "segment" ? <SegmentAudience {...props} /> : <ListAudience {...props} />}
    </div>
  );
}

function ListAudience({ state, change, errors }: StepProps) {
  const lists = useLists({ limit: 100 });
  if (lists.isPending) return <Skeleton className="h-10 max-w-xl" />;
  if (lists.isError) return <ErrorState title="We couldn't load your lists" error={lists.error} onRetry={() => void lists.refetch()} />;
  const all = lists.data.data;
  if (all.length === 0) {
    return (
      <Alert tone="warning" title="You have no mailing lists yet">
        Create a list and add contacts first. <Link href="/contacts/lists" className="font-medium underline">Go to Lists</Link>
      </Alert>
    );
  }
  const chosen = all.find((list) => list.id === state.listId);
  const active = chosen?.contactCounts.ACTIVE ?? 0;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <Field label="Mailing list" error={errors.listId} hint="The campaign goes to the list's active contacts at the moment it sends.">
        {(control) => (
          <Select {...control} value={state.listId} onChange={(event) => change({ listId: event.target.value })}>
            <option value="">Choose a list…</option>
            {all.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name} — {formatCount(list.contactCounts.ACTIVE)} active
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen ? (
        active > 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Users aria-hidden className="size-4 text-brand-600" />
            <span>
              <span className="font-semibold text-slate-900">{formatCount(active)}</span> active {active === 1 ? "contact" : "contacts"} will receive it.
            </span>
          </p>
        ) : (
          <Alert tone="warning" title="This list has no active contacts">
            Nobody would receive this campaign. Add contacts to {chosen.name}, or choose another list.
          </Alert>
        )
      ) : null}
    </div>
  );
}

export function TemplateStep({ state, change, errors }: StepProps) {
  const templates = useTemplates({ limit: 100 });
  if (templates.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="aspect-[4/3]" />
        ))}
      </div>
    );
  }
  if (templates.isError) return <ErrorState title="We couldn't load your templates" error={templates.error} onRetry={() => void templates.refetch()} />;
  if (templates.data.data.length === 0) {
    return (
      <Alert tone="warning" title="You have no templates yet">
        Design the email first. <Link href="/templates" className="font-medium underline">Go to Templates</Link>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {errors.templateId ? <Alert tone="error">{errors.templateId}</Alert> : null}
      <div role="radiogroup" aria-label="Template" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {templates.data.data.map((template) => (
          <TemplateChoice key={template.id} template={template} selected={template.id === state.templateId} onSelect={() => change({ templateId: template.id })} />
        ))}
      </div>
    </div>
  );
}

/** A template card whose picture is the server's rendering with the sample contact. */
function TemplateChoice({ template, selected, onSelect }: { template: TemplateListItem; selected: boolean; onSelect: () => void }) {
  const render = useRenderTemplate();
  const [rendered, setRendered] = useState<{ html: string; subject: string } | null>(null);
  const { mutate } = render;
  useEffect(() => {
    mutate({ id: template.id }, { onSuccess: setRendered });
  }, [mutate, template.id]);
  const html = rendered?.html ?? null;
  const subject = rendered?.subject ?? template.subject;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={template.name}
      onClick={onSelect}
      data-testid="template-choice"
      className={clsx(
        "group flex flex-col overflow-hidden rounded-xl border bg-white text-left shadow-card transition",
        selected ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200 hover:border-slate-300 hover:shadow-card-hover",
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden border-b border-slate-100 bg-slate-100/60 px-5 pt-4">
        <div className="h-full overflow-hidden rounded-t-md shadow-sm ring-1 ring-slate-900/5">
          {html !== null ? <EmailThumbnail html={html} title={`Preview of ${template.name}`} className="h-full" /> : <Skeleton className="h-full rounded-none" />}
        </div>
        {selected ? <CircleCheck aria-hidden className="absolute top-2 right-2 size-6 rounded-full bg-white fill-brand-600 text-white" /> : null}
      </div>
      <div className="px-4 py-3">
        <p className="truncate text-sm font-semibold text-slate-900">{template.name}</p>
        <p className="truncate text-sm text-slate-500" title={subject}>
          {subject || <span className="italic">No subject</span>}
        </p>
      </div>
    </button>
  );
}

export function SmtpStep({ state, change, errors }: StepProps) {
  const configs = useSmtpConfigs();
  const all = configs.data?.data ?? [];
  const fallback = all.find((config) => config.isDefault) ?? all[0];
  // The team's default server is the natural choice: preselect it once the configs arrive.
  useEffect(() => {
    if (!state.smtpConfigId && fallback) change({ smtpConfigId: fallback.id });
  }, [state.smtpConfigId, fallback, change]);
  if (configs.isPending) return <Skeleton className="h-10 max-w-xl" />;
  if (configs.isError) return <ErrorState title="We couldn't load your SMTP servers" error={configs.error} onRetry={() => void configs.refetch()} />;
  if (all.length === 0) {
    return (
      <div className="flex max-w-xl flex-col items-start gap-4">
        <Alert tone="warning" title="No SMTP server yet">
          Campaigns are sent through one of your team&apos;s SMTP servers. Add one in Settings, then come back.
        </Alert>
        <ButtonLink href="/settings/smtp" variant="secondary">
          <Server aria-hidden />
          Settings → SMTP
        </ButtonLink>
      </div>
    );
  }
  const chosen = all.find((config) => config.id === state.smtpConfigId);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <Field label="SMTP server" error={errors.smtpConfigId} hint={<Link href="/settings/smtp" className="underline">Manage SMTP servers</Link>}>
        {(control) => (
          <Select {...control} value={state.smtpConfigId} onChange={(event) => change({ smtpConfigId: event.target.value })}>
            {all.map((config) => (
              <option key={config.id} value={config.id}>
                {config.name} ({config.fromEmail}){config.isDefault ? " · default" : ""}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {chosen.lastVerifiedAt ? <CircleCheck aria-hidden className="size-4 text-emerald-600" /> : <TriangleAlert aria-hidden className="size-4 text-amber-500" />}
          From {chosen.fromName ? `${chosen.fromName} <${chosen.fromEmail}>` : chosen.fromEmail}
          {chosen.lastVerifiedAt ? "" : " · not verified yet"}
        </p>
      ) : null}
    </div>
  );
}
