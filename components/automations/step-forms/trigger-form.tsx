"use client";

import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TRIGGER_KINDS, type TriggerKind } from "@/lib/validation/automations";
import { ConfigField, ConfigPicker, FormNote, text, type StepFormProps } from "./form-parts";
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
  const form = { config, onChange, errors };
  const t = useTranslations("automations.forms");
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
        <ConfigPicker
          form={form}
          field="listId"
          lookup="lists"
          required
          label={t("trigger.list")}
          placeholder={t("trigger.chooseList")}
          hint={t("trigger.listHint")}
        />
      ) : null}
      {kind === "segment_entered" ? (
        <ConfigPicker
          form={form}
          field="segmentId"
          lookup="segments"
          required
          label={t("trigger.segment")}
          placeholder={t("trigger.chooseSegment")}
          hint={t("trigger.segmentHint")}
        />
      ) : null}
      {kind === "tag_added" ? <ConfigField form={form} field="tag" label={t("trigger.tag")} placeholder="vip" /> : null}
      {kind === "link_clicked" ? (
        <ConfigField
          form={form}
          field="url"
          label={t("trigger.linkContains")}
          store={(value) => value || null}
          placeholder="/pricing"
          hint={t("trigger.linkHint")}
        />
      ) : null}
      {kind === "email_opened" ? <FormNote>{t("trigger.openedNote")}</FormNote> : null}
      {kind === "email_replied" ? <FormNote>{t("trigger.repliedNote")}</FormNote> : null}
      {kind === "custom_event" ? (
        <>
          <ConfigField form={form} field="name" label={t("trigger.eventName")} placeholder="trial_started" />
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
        <ConfigField
          form={form}
          field="field"
          label={t("trigger.dateField")}
          placeholder="metadata.birthday"
          hint={t("trigger.dateHint", { customKey: "metadata.<key>" })}
        />
      ) : null}
    </div>
  );
}
