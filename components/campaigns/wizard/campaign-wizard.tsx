"use client";

import clsx from "clsx";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";
import { useCampaignAction, useCreateCampaign, useUpdateCampaign, type Campaign } from "@/lib/queries/campaigns";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { AbStep } from "./ab-step";
import { BatchingStep } from "./batching-step";
import { AudienceStep, DetailsStep, SmtpStep } from "./choice-steps";
import { ReviewStep } from "./review-step";
import { ContentStep } from "./source-step";
import { cronErrorOf, ScheduleStep } from "./schedule-step";
import {
  campaignBody,
  emptyWizard,
  STEPS,
  stepOfErrors,
  stepProblems,
  wizardFromCampaign,
  type StepKey,
  type StepProps,
  type Words,
  type WizardState,
} from "./wizard-model";

type Finish = "draft" | "schedule" | "send";

const STEP_VIEWS: Record<Exclude<StepKey, "review">, (props: StepProps) => React.ReactNode> = {
  details: DetailsStep,
  audience: AudienceStep,
  template: ContentStep,
  smtp: SmtpStep,
  ab: AbStep,
  schedule: ScheduleStep,
  batching: BatchingStep,
};

/** Create (no campaign) or edit (a DRAFT, SCHEDULED or PAUSED campaign) in seven steps. */
export function CampaignWizard({ campaign }: { campaign?: Campaign }) {
  const t = useTranslations("campaigns.wizard");
  const problemWords = useTranslations("campaigns.wizard.problems");
  const text: Words = (key, values) => problemWords(key, values);
  const router = useRouter();
  const toast = useToast();
  const [state, setState] = useState<WizardState>(() => (campaign ? wizardFromCampaign(campaign) : emptyWizard()));
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Once created, later attempts update the same campaign instead of creating another.
  const [savedId, setSavedId] = useState<string | null>(campaign?.id ?? null);
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const act = useCampaignAction();
  const step = STEPS[stepIndex].key;
  const pending = create.isPending || update.isPending || act.isPending;
  const isDraft = !campaign || campaign.status === "DRAFT";
  // The sender step preselects the team's default server when the servers arrive (SmtpStep): a
  // Continue before that would stop on "choose a server" and then clear it, so it waits (shared query).
  const smtpConfigs = useSmtpConfigs();
  const stepLoading = step === "smtp" && smtpConfigs.isPending;

  const change = useCallback((changes: Partial<WizardState>) => {
    setState((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key];
      if ("date" in changes || "time" in changes || "timezone" in changes || "mode" in changes)
        delete next.scheduledFor;
      if ("delayAmount" in changes || "delayUnit" in changes) delete next.batchDelay;
      if ("feedUrl" in changes || "source" in changes) delete next["feed.url"];
      if ("feedMaxItems" in changes || "source" in changes) delete next["feed.maxItems"];
      if ("ab" in changes) for (const key of Object.keys(next)) if (key.startsWith("abTest")) delete next[key];
      return next;
    });
  }, []);

  const goTo = (key: StepKey) => setStepIndex(STEPS.findIndex((item) => item.key === key));

  function next() {
    const problems = stepProblems(step, state, { cronError: cronErrorOf(state, text), text });
    setErrors(problems);
    if (Object.keys(problems).length === 0) setStepIndex((index) => Math.min(index + 1, STEPS.length - 1));
  }

  async function finish(how: Finish) {
    setFailure(null);
    const body = campaignBody(state);
    let saved: Campaign | null = null;
    try {
      saved = savedId ? await update.mutateAsync({ id: savedId, changes: body }) : await create.mutateAsync(body);
      setSavedId(saved.id);
      if (how === "send") await act.mutateAsync({ id: saved.id, action: "send" });
      if (how === "schedule")
        await act.mutateAsync({
          id: saved.id,
          action: "schedule",
          body: { scheduledFor: body.scheduledFor ?? undefined, timezone: body.timezone },
        });
      toast.success(
        t(
          how === "send"
            ? "toast.sending"
            : how === "schedule"
              ? "toast.scheduled"
              : campaign
                ? "toast.changesSaved"
                : "toast.draftSaved",
        ),
      );
      router.push(`/campaigns/${saved.id}`);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const where = stepOfErrors(fields);
      setErrors(fields);
      if (where) goTo(where);
      else setFailure(errorMessageOf(error));
    }
  }

  const View = step === "review" ? null : STEP_VIEWS[step];
  const title = t(`titles.${step}.title`);
  const description = t(`titles.${step}.description`);
  return (
    <div className="flex flex-col gap-6">
      <Stepper current={stepIndex} onJump={(index) => index < stepIndex && setStepIndex(index)} />
      <Card className="overflow-hidden">
        <div className="border-b border-slate-100 px-6 py-5">
          <h2 className="text-lg font-semibold tracking-tight text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        </div>
        <div className="px-6 py-6" data-testid={`wizard-step-${step}`}>
          {View ? <View state={state} change={change} errors={errors} /> : <ReviewStep state={state} onEdit={goTo} />}
          {failure && step === "review" ? (
            <Alert tone="error" title={t("saveFailed")} className="mt-4">
              {failure}
            </Alert>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 bg-slate-50 px-6 py-4">
          <Button
            variant="ghost"
            onClick={() => (stepIndex === 0 ? router.back() : setStepIndex(stepIndex - 1))}
            disabled={pending}
          >
            <ArrowLeft aria-hidden />
            {stepIndex === 0 ? t("cancel") : t("back")}
          </Button>
          {step !== "review" ? (
            <Button onClick={next} pending={stepLoading}>
              {t("continue")}
              <ArrowRight aria-hidden />
            </Button>
          ) : isDraft ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => void finish("draft")} pending={pending && act.isIdle}>
                {t("saveDraft")}
              </Button>
              {state.mode === "now" ? (
                <Button onClick={() => void finish("send")} disabled={pending}>
                  {t("sendNow")}
                </Button>
              ) : (
                <Button onClick={() => void finish("schedule")} disabled={pending}>
                  {t("scheduleSend")}
                </Button>
              )}
            </div>
          ) : (
            <Button onClick={() => void finish("draft")} pending={pending}>
              {t("saveChanges")}
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}

function Stepper({ current, onJump }: { current: number; onJump: (index: number) => void }) {
  const t = useTranslations("campaigns.wizard");
  return (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-3" aria-label={t("stepsLabel")}>
      {STEPS.map((item, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={item.key} className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => onJump(index)}
              disabled={!done}
              aria-current={active ? "step" : undefined}
              className={clsx(
                "flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium transition",
                done && "hover:bg-slate-100",
                active ? "text-slate-900" : done ? "text-slate-700" : "text-slate-400",
              )}
            >
              <span
                className={clsx(
                  "inline-flex size-6 items-center justify-center rounded-full text-xs",
                  active
                    ? "bg-brand-600 text-white"
                    : done
                      ? "bg-brand-100 text-brand-700"
                      : "bg-slate-100 text-slate-500 ring-1 ring-slate-200",
                )}
              >
                {done ? <Check aria-hidden className="size-3.5" /> : index + 1}
              </span>
              {t(`steps.${item.key}`)}
            </button>
            {index < STEPS.length - 1 ? <span aria-hidden className="h-px w-4 bg-slate-200" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
