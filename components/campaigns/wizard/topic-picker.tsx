"use client";

import { Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useTopicAudience, useTopics } from "@/lib/queries/topics";
import type { StepProps } from "./wizard-model";
import { NamedOptions } from "@/components/ui/data/options";

/**
 * The campaign's topic (docs/contract.md section 21): none, or one the audience is narrowed by,
 * with how many it then reaches, counted by the server as a run counts it (GET /topics/{id}/audience).
 */
export function TopicPicker({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.audience");
  const topics = useTopics();
  const all = topics.data?.data ?? [];
  const chosen = all.find((topic) => topic.id === state.topicId) ?? null;
  const source = state.segmentId ? { segmentId: state.segmentId } : state.listId ? { listId: state.listId } : {};
  const audience = useTopicAudience(chosen?.id ?? null, source);
  if (topics.isPending) return <Skeleton className="h-10 max-w-xl" />;
  if (all.length === 0) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="topic-picker">
      <Field
        label={t("topic")}
        error={errors.topicId}
        hint={chosen ? t(`topicHint.${chosen.defaultSubscription}`) : t("topicNoneHint")}
      >
        {(control) => (
          <Select {...control} value={state.topicId} onChange={(event) => change({ topicId: event.target.value })}>
            <option value="">{t("noTopic")}</option>
            <NamedOptions items={all} />
          </Select>
        )}
      </Field>
      {chosen && (state.listId || state.segmentId) ? (
        audience.data ? (
          audience.data.count > 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="topic-audience">
              <Users aria-hidden className="size-4 text-brand-600" />
              <span>
                {t.rich("topicWillReceive", {
                  count: audience.data.count,
                  topic: chosen.name,
                  strong: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
                })}
              </span>
            </p>
          ) : (
            <Alert tone="warning" title={t("topicNobodyTitle")}>
              {t("topicNobody", { topic: chosen.name })}
            </Alert>
          )
        ) : (
          <Skeleton className="h-5 w-48" />
        )
      ) : null}
    </div>
  );
}
