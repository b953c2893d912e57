"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PreSendCheckPanel } from "@/components/checks/pre-send-check-panel";
import { SenderDomainWarning } from "@/components/domains/sender-domain-warning";
import { useLists } from "@/lib/queries/lists";
import { useSegments } from "@/lib/queries/segments";
import { useTopics } from "@/lib/queries/topics";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { useTemplates } from "@/lib/queries/templates";
import { useCampaignDescribe } from "../campaign-describe";
import { variantLetter } from "../ab-variant-report";
import { describeVariant } from "./ab-model";
import { campaignBody, type StepKey, type Words, type WizardState } from "./wizard-model";

type ReviewStepProps = { state: WizardState; onEdit: (step: StepKey) => void };

/** Everything the campaign will do, each line with a way back to its step. */
export function ReviewStep({ state, onEdit }: ReviewStepProps) {
  const t = useTranslations("campaigns.wizard.review");
  const words: Words = (key, values) => t(key, values);
  const { describeSchedule, describeBatching } = useCampaignDescribe();
  const list = useLists({ limit: 100 }).data?.data.find((item) => item.id === state.listId);
  const segment = useSegments(1).data?.data.find((item) => item.id === state.segmentId);
  const topic = useTopics().data?.data.find((item) => item.id === state.topicId);
  const templates = useTemplates({ limit: 100 });
  const template = templates.data?.data.find((item) => item.id === state.templateId);
  const smtp = useSmtpConfigs().data?.data.find((item) => item.id === state.smtpConfigId);
  const body = campaignBody(state);
  return (
    <div className="flex flex-col gap-4">
      <dl
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        data-testid="campaign-review"
      >
        <Row label={t("name")} step="details" onEdit={onEdit}>
          <span className="font-medium text-slate-900">{state.name}</span>
          {state.description ? <span className="block text-slate-500">{state.description}</span> : null}
        </Row>
        <Row label={t("audience")} step="audience" onEdit={onEdit}>
          {segment
            ? t("segment", { name: segment.name })
            : list
              ? t("listActive", { name: list.name, count: list.contactCounts.ACTIVE })
              : "—"}
          {topic ? (
            <span className="block text-slate-500" data-testid="review-topic">
              {t("topic", { name: topic.name })}
            </span>
          ) : null}
        </Row>
        <Row label={t("template")} step="template" onEdit={onEdit}>
          {template ? (
            <>
              {template.name}
              <span className="block text-slate-500">
                {t("subject", { subject: state.subject.trim() || template.subject })}
              </span>
              {state.source === "feed" ? (
                <span className="mt-1 block" data-testid="review-feed">
                  {t("feed", { url: state.feedUrl.trim() })}
                  <span className="block text-slate-500">
                    {t("feedSummary", { count: Number(state.feedMaxItems), onlyNew: String(state.feedOnlyNew) })}
                  </span>
                </span>
              ) : null}
            </>
          ) : (
            "—"
          )}
        </Row>
        <Row label={t("sender")} step="smtp" onEdit={onEdit}>
          {smtp ? t("senderValue", { name: smtp.name, email: smtp.fromEmail }) : "—"}
        </Row>
        <Row label={t("ab")} step="ab" onEdit={onEdit}>
          {state.ab.enabled ? (
            <span data-testid="review-ab">
              {t("abSummary", {
                count: state.ab.variants.length,
                percent: state.ab.testPercent,
                metric: state.ab.metric,
                hours: state.ab.waitHours,
              })}
              {state.ab.variants.map((variant, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: variants are named by position (A, B, C) and this summary is read-only
                <span key={index} className="block text-slate-500">
                  {t("variantLine", {
                    letter: variantLetter(index),
                    description: describeVariant(
                      variant,
                      (id) => templates.data?.data.find((item) => item.id === id)?.name ?? t("anotherTemplate"),
                      words,
                    ),
                  })}
                </span>
              ))}
            </span>
          ) : (
            t("noTest")
          )}
        </Row>
        <Row label={t("schedule")} step="schedule" onEdit={onEdit}>
          {describeSchedule({
            ...body,
            scheduledFor: body.scheduledFor ?? null,
            recurringSchedule: body.recurringSchedule ?? null,
            cronExpression: body.cronExpression ?? null,
            timezone: state.timezone,
          })}
        </Row>
        <Row label={t("batching")} step="batching" onEdit={onEdit}>
          {describeBatching(body.batchSize ?? null, body.batchDelay ?? 0)}
        </Row>
      </dl>
      <SenderDomainWarning from={smtp?.fromEmail} />
      <PreSendCheckPanel templateId={state.templateId || null} />
    </div>
  );
}

function Row({
  label,
  step,
  onEdit,
  children,
}: {
  label: string;
  step: Exclude<StepKey, "review">;
  onEdit: (step: StepKey) => void;
  children: ReactNode;
}) {
  const t = useTranslations("campaigns.wizard.review");
  return (
    <div className="grid grid-cols-[8rem_1fr_auto] items-start gap-4 px-5 py-3.5 text-sm">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
      <button
        type="button"
        onClick={() => onEdit(step)}
        className="text-sm font-medium text-brand-700 hover:underline"
        aria-label={t(`changeLabel.${step}`)}
      >
        {t("change")}
      </button>
    </div>
  );
}
