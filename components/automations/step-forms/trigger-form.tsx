"use client";

import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TRIGGER_KINDS, type TriggerKind } from "@/lib/validation/automations";
import { useFlowLookups } from "../flow-lookups";
import { FormNote, OptionPicker, text, type StepFormProps } from "./form-parts";

const TRIGGER_LABELS: Record<TriggerKind, string> = {
  list_joined: "Joins a list",
  tag_added: "Gets a tag",
  email_opened: "Opens an email",
  link_clicked: "Clicks a link",
  email_replied: "Replies to an email",
  custom_event: "API event",
  date_anniversary: "Date anniversary",
  segment_entered: "Enters a segment",
};

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
  const { lists, segments } = useFlowLookups();
  const kind = (TRIGGER_KINDS as readonly string[]).includes(text(config.kind)) ? (config.kind as TriggerKind) : "list_joined";
  const replace = (next: TriggerKind) => onReplace({ kind: next, ...FRESH[next] });

  return (
    <div className="flex flex-col gap-5">
      <Field label="Start when a contact…">
        {(control) => (
          <Select {...control} value={kind} onChange={(event) => replace(event.target.value as TriggerKind)}>
            {TRIGGER_KINDS.map((option) => (
              <option key={option} value={option}>
                {TRIGGER_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {kind === "list_joined" ? (
        <OptionPicker
          label="List"
          value={config.listId}
          options={lists.options}
          loading={lists.loading}
          onChange={(listId) => onChange({ listId: listId ?? "" })}
          error={errors.listId}
          placeholder="Choose a list…"
          emptyText="Your team has no lists yet."
          manageHref="/contacts"
          hint="Contacts who subscribe or are added to this list enter the flow."
        />
      ) : null}
      {kind === "segment_entered" ? (
        <OptionPicker
          label="Segment"
          value={config.segmentId}
          options={segments.options}
          loading={segments.loading}
          onChange={(segmentId) => onChange({ segmentId: segmentId ?? "" })}
          error={errors.segmentId}
          placeholder="Choose a segment…"
          emptyText="Your team has no segments yet."
          manageHref="/contacts/segments"
          hint="Checked every minute: contacts who newly match enter the flow. Those already in the segment when you activate do not; leaving and matching again is a new entry."
        />
      ) : null}
      {kind === "tag_added" ? (
        <TextField label="Tag" value={text(config.tag)} onChange={(event) => onChange({ tag: event.target.value })} error={errors.tag} placeholder="vip" />
      ) : null}
      {kind === "link_clicked" ? (
        <TextField
          label="Link contains (optional)"
          value={text(config.url)}
          onChange={(event) => onChange({ url: event.target.value || null })}
          error={errors.url}
          placeholder="/pricing"
          hint="Leave empty to start on a click of any link."
        />
      ) : null}
      {kind === "email_opened" ? <FormNote>The flow starts when a contact opens any email your team sends.</FormNote> : null}
      {kind === "email_replied" ? (
        <FormNote>The flow starts when a contact replies to an email your team sent (read from your inbound mailbox; out-of-office replies don&apos;t count).</FormNote>
      ) : null}
      {kind === "custom_event" ? (
        <>
          <TextField label="Event name" value={text(config.name)} onChange={(event) => onChange({ name: event.target.value })} error={errors.name} placeholder="trial_started" />
          <FormNote>
            Send it from your app with <code className="rounded bg-white px-1 font-mono text-xs ring-1 ring-slate-200">POST /api/v1/automations/events</code> and a body of{" "}
            <code className="font-mono text-xs">{`{ email, name, data }`}</code>.
          </FormNote>
        </>
      ) : null}
      {kind === "date_anniversary" ? (
        <TextField
          label="Date field"
          value={text(config.field)}
          onChange={(event) => onChange({ field: event.target.value })}
          error={errors.field}
          placeholder="metadata.birthday"
          hint="createdAt (sign-up day), or metadata.<key> for a custom date field. Checked once a day."
        />
      ) : null}
    </div>
  );
}
