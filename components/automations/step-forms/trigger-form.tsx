"use client";

import { useTranslations } from "next-intl";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TRIGGER_KINDS, type TriggerKind } from "@/lib/validation/automations";
import { useFlowLookups } from "../flow-lookups";
import { FormNote, OptionPicker, text, type StepFormProps } from "./form-parts";
import { Options } from "@/components/ui/data/options";

// The kinds' labels are automations.forms.trigger.kinds.<kind>.

/** Each kind starts from its own empty shape: the other kinds' keys would fail the API's parse. */
const FRESH: Record<TriggerKind, Record<string, unknown>> = {
  list_joined: { listId: "" },
  tag_added: { tag: "" },
  email_opened: { campaignId: null },
  link_clicked: { url: null },
  email_replied: { campaignId: null },
  custom_event: { name: "" },
  date_anniversary: { field: "createdAt" },
  segment_entered: { segmentId: "" },
};

export function TriggerForm({ config, onChange, onReplace, errors }: StepFormProps) {
  const t = useTranslations("automations.forms");
  const { lists, segments } = useFlowLookups();
  const kind = (TRIGGER_KINDS as readonly string[]).includes(text(config.kind))
    ? (config.kind as TriggerKind)
    : "list_joined";
  const replace = (next: TriggerKind) => onReplace({ kind: next, ...FRESH[next] });

  return (
    <div className="flex flex-col gap-5">
      <Field label={t("trigger.startWhen")}>
        {(control) => (
          <Select {...control} value={kind} onChange={(event) => replace(event.target.value as TriggerKind)}>
            <Options values={TRIGGER_KINDS} label={(option) => t(`trigger.kinds.${option}`)} />
          </Select>
        )}
      </Field>
      {kind === "list_joined" ? (
        <OptionPicker
          label={t("trigger.list")}
          value={config.listId}
          options={lists.options}
          loading={lists.loading}
          onChange={(listId) => onChange({ listId: listId ?? "" })}
          error={errors.listId}
          placeholder={t("trigger.chooseList")}
          emptyText={t("noLists")}
          manageHref="/contacts"
          hint={t("trigger.listHint")}
        />
      ) : null}
      {kind === "segment_entered" ? (
        <OptionPicker
          label={t("trigger.segment")}
          value={config.segmentId}
          options={segments.options}
          loading={segments.loading}
          onChange={(segmentId) => onChange({ segmentId: segmentId ?? "" })}
          error={errors.segmentId}
          placeholder={t("trigger.chooseSegment")}
          emptyText={t("trigger.noSegments")}
          manageHref="/contacts/segments"
          hint={t("trigger.segmentHint")}
        />
      ) : null}
      {kind === "tag_added" ? (
        <TextField
          label={t("trigger.tag")}
          value={text(config.tag)}
          onChange={(event) => onChange({ tag: event.target.value })}
          error={errors.tag}
          placeholder="vip"
        />
      ) : null}
      {kind === "link_clicked" ? (
        <TextField
          label={t("trigger.linkContains")}
          value={text(config.url)}
          onChange={(event) => onChange({ url: event.target.value || null })}
          error={errors.url}
          placeholder="/pricing"
          hint={t("trigger.linkHint")}
        />
      ) : null}
      {kind === "email_opened" ? <FormNote>{t("trigger.openedNote")}</FormNote> : null}
      {kind === "email_replied" ? <FormNote>{t("trigger.repliedNote")}</FormNote> : null}
      {kind === "custom_event" ? (
        <>
          <TextField
            label={t("trigger.eventName")}
            value={text(config.name)}
            onChange={(event) => onChange({ name: event.target.value })}
            error={errors.name}
            placeholder="trial_started"
          />
          <FormNote>
            {t.rich("trigger.eventNote", {
              endpoint: () => (
                <code className="rounded bg-white px-1 font-mono text-xs ring-1 ring-slate-200">
                  POST /api/v1/automations/events
                </code>
              ),
              body: () => <code className="font-mono text-xs">{`{ email, name, data }`}</code>,
            })}
          </FormNote>
        </>
      ) : null}
      {kind === "date_anniversary" ? (
        <TextField
          label={t("trigger.dateField")}
          value={text(config.field)}
          onChange={(event) => onChange({ field: event.target.value })}
          error={errors.field}
          placeholder="metadata.birthday"
          hint={t("trigger.dateHint", { customKey: "metadata.<key>" })}
        />
      ) : null}
    </div>
  );
}
