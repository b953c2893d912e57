"use client";

import clsx from "clsx";
import { Copy, Trash, TriangleExclamationPoint, X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { Button } from "@/components/ui/button";
import { configFieldErrors } from "./flow-graph";
import type { StepNode } from "./flow-types";
import { NODE_LOOKS, type NodeKind } from "./node-catalog";
import { ExitForm, UpdateContactForm, WebhookForm } from "./step-forms/action-forms";
import { ConditionForm } from "./step-forms/condition-form";
import { DelayForm } from "./step-forms/delay-form";
import { EmailWriterForm, SendEmailForm } from "./step-forms/email-forms";
import type { Config, StepFormProps } from "./step-forms/form-parts";
import { TriggerForm } from "./step-forms/trigger-form";
import { WaitForEventForm } from "./step-forms/wait-for-event-form";

const FORMS: Record<NodeKind, ComponentType<StepFormProps>> = {
  TRIGGER: TriggerForm,
  SEND_EMAIL: SendEmailForm,
  EMAIL_WRITER: EmailWriterForm,
  DELAY: DelayForm,
  CONDITION: ConditionForm,
  WAIT_FOR_EVENT: WaitForEventForm,
  UPDATE_CONTACT: UpdateContactForm,
  WEBHOOK: WebhookForm,
  EXIT: ExitForm,
};

type StepPanelProps = {
  node: StepNode;
  /** Field errors show once the marketer has tried to save or activate. */
  showErrors: boolean;
  onConfig: (id: string, config: Config) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  onClose: () => void;
  readOnly?: boolean;
};

/** The settings of the selected step, in a form shaped by its kind. */
export function StepPanel({
  node,
  showErrors,
  onConfig,
  onDuplicate,
  onDelete,
  onClose,
  readOnly = false,
}: StepPanelProps) {
  const t = useTranslations("automations");
  const { kind, config, problems } = node.data;
  const look = NODE_LOOKS[kind];
  const Icon = look.icon;
  const Form = FORMS[kind];
  const errors = showErrors ? configFieldErrors(kind, config, t) : {};
  // Graph problems (from activation) that no input shows on its own.
  const graphProblems = problems.filter((problem) => !Object.values(errors).includes(problem));

  return (
    <aside
      aria-label={t("panel.settingsOf", { step: t(`nodes.${kind}.label`) })}
      data-testid="step-panel"
      className="flex w-[22rem] shrink-0 flex-col border-l border-slate-200 bg-white"
    >
      <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4">
        <div
          className={clsx("flex size-9 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset", look.tile)}
        >
          <Icon aria-hidden className="size-[18px]" strokeWidth={1.9} />
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-slate-900">{t(`nodes.${kind}.label`)}</h2>
          <p className="text-xs leading-5 text-slate-500">{t(`nodes.${kind}.blurb`)}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("panel.close")}
          className="-mt-1 -mr-2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">
        {graphProblems.length ? (
          <div
            role="alert"
            className="mb-5 rounded-lg bg-red-50 px-3 py-2.5 text-[13px] leading-5 text-red-800 ring-1 ring-red-200 ring-inset"
          >
            {graphProblems.map((problem) => (
              <p key={problem} className="flex gap-2">
                <TriangleExclamationPoint aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                {problem}
              </p>
            ))}
          </div>
        ) : null}
        <fieldset disabled={readOnly} className="contents">
          <Form
            config={config}
            errors={errors}
            onChange={(changes) => onConfig(node.id, { ...config, ...changes })}
            onReplace={(next) => onConfig(node.id, next)}
          />
        </fieldset>
      </div>

      {readOnly ? null : (
        <div className="flex items-center justify-between gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-3">
          <Button variant="ghost" size="sm" onClick={() => onDuplicate(node.id)} disabled={kind === "TRIGGER"}>
            <Copy aria-hidden />
            {t("panel.duplicate")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => onDelete(node.id)}
          >
            <Trash aria-hidden />
            {t("panel.delete")}
          </Button>
        </div>
      )}
    </aside>
  );
}
