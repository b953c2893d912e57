"use client";

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

// Flow settings: the goal that ends a contact's journey early, and who may go through again.
// Saved on their own (PATCH goal/reentry), apart from the graph's Save, since they change no step.

const GOAL_LABELS: Record<GoalKind | "none", string> = {
  none: "No goal",
  tag_added: "Contact gets a tag",
  custom_event: "Your app sends an event",
  field_equals: "A contact field has a value",
};

const REENTRY_LABELS: Record<ReentryRule, string> = { always: "Every time", never: "Only once", after_days: "After a pause" };

/** A sentence for the top bar: "Goal: tagged customer". */
export function goalSentence(goal: AutomationGoal | null): string | null {
  if (!goal) return null;
  if (goal.kind === "tag_added") return `Goal: tagged “${goal.tag}”`;
  if (goal.kind === "custom_event") return `Goal: event “${goal.name}”`;
  return `Goal: ${goal.field.replace(/^metadata\./, "")} is “${goal.value}”`;
}

export function FlowSettingsDialog({ automation, open, onClose, readOnly }: { automation: Automation; open: boolean; onClose: () => void; readOnly: boolean }) {
  return (
    <Dialog open={open} onClose={onClose} title="Flow settings" description="When contacts leave the flow early, and whether they can go through it again." size="md">
      {open ? <FlowSettingsForm automation={automation} onClose={onClose} readOnly={readOnly} /> : null}
    </Dialog>
  );
}

function FlowSettingsForm({ automation, onClose, readOnly }: { automation: Automation; onClose: () => void; readOnly: boolean }) {
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
    kind === "tag_added" ? { kind, tag: tag.trim() }
    : kind === "custom_event" ? { kind, name: eventName.trim() }
    : kind === "field_equals" ? { kind, field: field.trim(), value: value.trim() }
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
      toast.success("Flow settings saved");
      onClose();
    } catch (error) {
      showSubmitErrors(error, { "goal.tag": "Tag", "goal.name": "Event", "goal.field": "Field", "goal.value": "Value", reentryDays: "Days" }, setErrors, setFormError);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      {formError ? <Alert tone="error" title="Couldn't save the settings">{formError}</Alert> : null}
      <fieldset disabled={readOnly} className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Goal</legend>
        <Field label="The contact has reached the goal when…">
          {(control) => (
            <Select {...control} value={kind} onChange={(event) => setKind(event.target.value as GoalKind | "none")}>
              {(["none", ...GOAL_KINDS] as const).map((option) => (
                <option key={option} value={option}>
                  {GOAL_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {kind === "tag_added" ? <TextField label="Tag" value={tag} onChange={(event) => setTag(event.target.value)} error={errors["goal.tag"]} placeholder="customer" /> : null}
        {kind === "custom_event" ? (
          <TextField label="Event name" value={eventName} onChange={(event) => setEventName(event.target.value)} error={errors["goal.name"]} placeholder="purchase" hint="Sent to POST /api/v1/automations/events." />
        ) : null}
        {kind === "field_equals" ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Field" value={field} onChange={(event) => setField(event.target.value)} error={errors["goal.field"]} placeholder="metadata.plan" />
            <TextField label="Value" value={value} onChange={(event) => setValue(event.target.value)} error={errors["goal.value"]} placeholder="pro" />
          </div>
        ) : null}
        <FormNote>
          {kind === "none"
            ? "Contacts go through every step to the end of the flow."
            : "As soon as a contact meets the goal, they leave the flow, even while waiting at a delay. The canvas counts them as “reached goal”."}
        </FormNote>
      </fieldset>

      <fieldset disabled={readOnly} className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Can a contact go through again?</legend>
        <Segmented label="Re-entry" value={reentry} options={REENTRY_RULES.map((rule) => ({ value: rule, label: REENTRY_LABELS[rule] }))} onChange={setReentry} />
        {reentry === "after_days" ? (
          <TextField label="Days after their last entry" type="number" min={1} max={3650} value={days} onChange={(event) => setDays(event.target.value)} error={errors.reentryDays} />
        ) : null}
        <p className="text-[13px] text-slate-500">
          {reentry === "always"
            ? "Each time the trigger fires, once their previous run has ended."
            : reentry === "never"
              ? "Each contact goes through this flow once, ever."
              : "A contact can enter again once the pause since their last entry has passed."}
        </p>
      </fieldset>
      {readOnly ? null : <DialogFormActions onCancel={onClose} pending={update.isPending} submitLabel="Save settings" />}
    </form>
  );
}
