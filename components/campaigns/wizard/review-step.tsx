"use client";

import type { ReactNode } from "react";
import { formatCount } from "@/components/contacts/contact-counts-bar";
import { SenderDomainWarning } from "@/components/domains/sender-domain-warning";
import { useLists } from "@/lib/queries/lists";
import { useSegments } from "@/lib/queries/segments";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { useTemplates } from "@/lib/queries/templates";
import { describeBatching, describeSchedule } from "../campaign-describe";
import { variantLetter } from "../ab-variant-report";
import { describeVariant } from "./ab-model";
import { campaignBody, type StepKey, type WizardState } from "./wizard-model";

type ReviewStepProps = { state: WizardState; onEdit: (step: StepKey) => void };

/** Everything the campaign will do, each line with a way back to its step. */
export function ReviewStep({ state, onEdit }: ReviewStepProps) {
  const list = useLists({ limit: 100 }).data?.data.find((item) => item.id === state.listId);
  const segment = useSegments(1).data?.data.find((item) => item.id === state.segmentId);
  const templates = useTemplates({ limit: 100 });
  const template = templates.data?.data.find((item) => item.id === state.templateId);
  const smtp = useSmtpConfigs().data?.data.find((item) => item.id === state.smtpConfigId);
  const body = campaignBody(state);
  return (
    <div className="flex flex-col gap-4">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="campaign-review">
        <Row label="Name" step="details" onEdit={onEdit}>
          <span className="font-medium text-slate-900">{state.name}</span>
          {state.description ? <span className="block text-slate-500">{state.description}</span> : null}
        </Row>
        <Row label="Audience" step="audience" onEdit={onEdit}>
          {segment ? `Segment: ${segment.name}` : list ? `${list.name} · ${formatCount(list.contactCounts.ACTIVE)} active contacts` : "—"}
        </Row>
        <Row label="Template" step="template" onEdit={onEdit}>
          {template ? (
            <>
              {template.name}
              <span className="block text-slate-500">Subject: {template.subject}</span>
            </>
          ) : (
            "—"
          )}
        </Row>
        <Row label="Sender" step="smtp" onEdit={onEdit}>
          {smtp ? `${smtp.name} (${smtp.fromEmail})` : "—"}
        </Row>
        <Row label="A/B test" step="ab" onEdit={onEdit}>
          {state.ab.enabled ? (
            <span data-testid="review-ab">
              {state.ab.variants.length} variants to {state.ab.testPercent}% of the audience; the best {state.ab.metric} rate after {state.ab.waitHours} h goes to the rest.
              {state.ab.variants.map((variant, index) => (
                <span key={index} className="block text-slate-500">
                  {variantLetter(index)}: {describeVariant(variant, (id) => templates.data?.data.find((item) => item.id === id)?.name ?? "another template")}
                </span>
              ))}
            </span>
          ) : (
            "No test: everyone gets the same email"
          )}
        </Row>
        <Row label="Schedule" step="schedule" onEdit={onEdit}>
          {describeSchedule({ ...body, scheduledFor: body.scheduledFor ?? null, recurringSchedule: body.recurringSchedule ?? null, cronExpression: body.cronExpression ?? null, timezone: state.timezone })}
        </Row>
        <Row label="Batching" step="batching" onEdit={onEdit}>
          {describeBatching(body.batchSize ?? null, body.batchDelay ?? 0)}
        </Row>
      </dl>
      <SenderDomainWarning from={smtp?.fromEmail} />
    </div>
  );
}

function Row({ label, step, onEdit, children }: { label: string; step: StepKey; onEdit: (step: StepKey) => void; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr_auto] items-start gap-4 px-5 py-3.5 text-sm">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
      <button type="button" onClick={() => onEdit(step)} className="text-sm font-medium text-brand-700 hover:underline" aria-label={`Change ${label.toLowerCase()}`}>
        Change
      </button>
    </div>
  );
}
