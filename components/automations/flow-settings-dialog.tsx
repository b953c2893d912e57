"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useUpdateAutomation, type Automation, type AutomationGoal } from "@/lib/queries/automations";
import { GOAL_KINDS, REENTRY_RULES, type GoalKind, type ReentryRule } from "@/lib/validation/automations";
import { FormNote, Segmented } from "./step-forms/form-parts";
import { Options } from "@/components/ui/data/options";

// Flow settings: the goal that ends a contact's journey early, and who may go through again.
// Saved on their own (PATCH goal/reentry), apart from the graph's Save, since they change no step.

// The goal kinds' labels are automations.settings.goals.<kind>, the re-entry rules' automations.settings.reentryRules.<rule>.

/** A sentence for the top bar: "Goal: tagged customer". */
export function useGoalSentence(goal: AutomationGoal | null): string | null {
  const t = useTranslations("automations.settings.goalSentence");
  if (!goal) return null;
  if (goal.kind === "tag_added") return t("tag", { tag: goal.tag });
  if (goal.kind === "custom_event") return t("event", { name: goal.name });
  return t("field", { field: goal.field.replace(/^metadata\./, ""), value: goal.value });
}

export function FlowSettingsDialog({
  automation,
  open,
  onClose,
  readOnly,
}: {
  automation: Automation;
  open: boolean;
  onClose: () => void;
  readOnly: boolean;
}) {
  const t = useTranslations("automations.settings");
  return (
    <Dialog open={open} onClose={onClose} title={t("title")} description={t("description")} size="md">
      {open ? <FlowSettingsForm automation={automation} onClose={onClose} readOnly={readOnly} /> : null}
    </Dialog>
  );
}

function FlowSettingsForm({
  automation,
  onClose,
  readOnly,
}: {
  automation: Automation;
  onClose: () => void;
  readOnly: boolean;
}) {
  const t = useTranslations("automations.settings");
  const toast = useToast();
  const update = useUpdateAutomation();
  const goal = automation.goal;
  const [kind, setKind] = useState<GoalKind | "none">(goal?.kind ?? "none");
  const [tag, setTag] = useState(goal?.kind === "tag_added" ? goal.tag : "");
  const [eventName, setEventName] = useState(goal?.kind === "custom_event" ? goal.name : "");
  const [field, setField] = useState(goal?.kind === "field_equals" ? goal.field : "");
  const [value, setValue] = useState(goal?.kind === "field_equals" ? goal.value : "");
  const [reentry, setReentry] = useState<ReentryRule>(automation.reentry);
  const [days, setDays] = useState(String(automation.reentryDays ?? 30));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const goalBody = (): AutomationGoal | null =>
    kind === "tag_added"
      ? { kind, tag: tag.trim() }
      : kind === "custom_event"
        ? { kind, name: eventName.trim() }
        : kind === "field_equals"
          ? { kind, field: field.trim(), value: value.trim() }
          : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await update.mutateAsync({
        id: automation.id,
        changes: { goal: goalBody(), reentry, reentryDays: reentry === "after_days" ? Number(days) : null },
      });
      toast.success(t("saved"));
      onClose();
    } catch (error) {
      showSubmitErrors(
        error,
        {
          "goal.tag": t("tag"),
          "goal.name": t("event"),
          "goal.field": t("field"),
          "goal.value": t("value"),
          reentryDays: t("days"),
        },
        setErrors,
        setFormError,
      );
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      {formError ? (
        <Alert tone="error" title={t("saveFailed")}>
          {formError}
        </Alert>
      ) : null}
      <fieldset disabled={readOnly} className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("goal")}</legend>
        <Field label={t("goalWhen")}>
          {(control) => (
            <Select {...control} value={kind} onChange={(event) => setKind(event.target.value as GoalKind | "none")}>
              <Options values={["none", ...GOAL_KINDS] as const} label={(option) => t(`goals.${option}`)} />
            </Select>
          )}
        </Field>
        {kind === "tag_added" ? (
          <TextField
            label={t("tag")}
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            error={errors["goal.tag"]}
            placeholder="customer"
          />
        ) : null}
        {kind === "custom_event" ? (
          <TextField
            label={t("eventName")}
            value={eventName}
            onChange={(event) => setEventName(event.target.value)}
            error={errors["goal.name"]}
            placeholder="purchase"
            hint={t("eventHint")}
          />
        ) : null}
        {kind === "field_equals" ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t("field")}
              value={field}
              onChange={(event) => setField(event.target.value)}
              error={errors["goal.field"]}
              placeholder="metadata.plan"
            />
            <TextField
              label={t("value")}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={errors["goal.value"]}
              placeholder="pro"
            />
          </div>
        ) : null}
        <FormNote>{kind === "none" ? t("noGoalNote") : t("goalNote")}</FormNote>
      </fieldset>

      <fieldset disabled={readOnly} className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("again")}</legend>
        <Segmented
          label={t("reentry")}
          value={reentry}
          options={REENTRY_RULES.map((rule) => ({ value: rule, label: t(`reentryRules.${rule}`) }))}
          onChange={setReentry}
        />
        {reentry === "after_days" ? (
          <TextField
            label={t("daysAfter")}
            type="number"
            min={1}
            max={3650}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={errors.reentryDays}
          />
        ) : null}
        <p className="text-[13px] text-slate-500">{t(`reentryNotes.${reentry}`)}</p>
      </fieldset>
      {readOnly ? null : <DialogFormActions onCancel={onClose} pending={update.isPending} submitLabel={t("save")} />}
    </form>
  );
}
