"use client";

import { ChevronRight } from "lucide-react";
import clsx from "clsx";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { formatDate } from "@/components/settings/format";
import { TimezonePicker } from "@/components/settings/timezone-picker";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import { useCreateContact, useUpdateContact, type Contact } from "@/lib/queries/contacts";
import {
  ADDRESS_FIELDS,
  bodyOf,
  checkContactDraft,
  contactFieldLabels,
  draftOf,
  fieldPlaceholders,
  MAIN_FIELDS,
  sectionHasContent,
  SOCIAL_FIELDS,
  type ContactDraft,
  type ContactDraftErrors,
  type ProfileField,
} from "./contact-form-fields";
import { ContactPrivacyActions } from "./contact-privacy-actions";
import { CONTACT_STATUSES, statusLook } from "./contact-status";
import { TagsInput } from "./tags-input";

type ContactFormDialogProps = {
  open: boolean;
  onClose: () => void;
  listId: string;
  /** Given: edit this contact; absent: add one to the list. */
  contact?: Contact | null;
};

export function ContactFormDialog({ open, onClose, listId, contact }: ContactFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      className="contact-form-dialog"
      title={contact ? "Edit contact" : "Add contact"}
      description={contact ? contactSummary(contact) : "Only the email address is required. Everything else helps you personalise your emails."}
    >
      {open ? <ContactForm key={contact?.id ?? "new"} listId={listId} contact={contact ?? null} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ContactForm({ listId, contact, onDone }: { listId: string; contact: Contact | null; onDone: () => void }) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const toast = useToast();
  const [draft, setDraft] = useState<ContactDraft>(() => draftOf(contact));
  const [errors, setErrors] = useState<ContactDraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const setField = <Key extends keyof ContactDraft>(field: Key, value: ContactDraft[Key]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid = checkContactDraft(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const body = bodyOf(draft);
      const saved = contact ? await update.mutateAsync({ id: contact.id, changes: body }) : await create.mutateAsync({ ...body, listId });
      toast.success(contact ? "Contact saved" : "Contact added", saved.email);
      onDone();
    } catch (error) {
      showSubmitErrors(error, contactFieldLabels, setErrors, setFormError);
    }
  };

  const text = (field: ProfileField, className?: string) => (
    <TextField
      key={field}
      label={contactFieldLabels[field]}
      name={field}
      autoComplete="off"
      maxLength={255}
      placeholder={fieldPlaceholders[field]}
      value={draft[field]}
      onChange={(event) => setField(field, event.target.value)}
      error={errors[field]}
      className={className}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={contact ? "Edit contact" : "Add contact"}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <TextField
          label={contactFieldLabels.email}
          name="email"
          type="email"
          autoFocus={!contact}
          autoComplete="off"
          placeholder={fieldPlaceholders.email}
          value={draft.email}
          onChange={(event) => setField("email", event.target.value)}
          error={errors.email}
        />
        <Field label={contactFieldLabels.status} error={errors.status}>
          {(control) => (
            <Select {...control} title={statusLook[draft.status].help} name="status" value={draft.status} onChange={(event) => setField("status", event.target.value as ContactStatus)}>
              {CONTACT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLook[status].label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{MAIN_FIELDS.map((field) => text(field))}</div>
      <Field label={contactFieldLabels.tags} error={errors.tags} hint="Press Enter after each tag. Tags let you filter and segment later.">
        {(control) => (
          <TagsInput
            id={control.id}
            tags={draft.tags}
            onChange={(tags) => setField("tags", tags)}
            invalid={control["aria-invalid"]}
            describedBy={control["aria-describedby"]}
          />
        )}
      </Field>
      <div className="flex flex-col divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        <Section title="Address" summary="Street, city, postal code, country" open={sectionHasContent(draft, ADDRESS_FIELDS) || hasError(errors, ADDRESS_FIELDS)}>
          <div className="grid gap-4 sm:grid-cols-6">
            {text("address", "sm:col-span-6")}
            {text("city", "sm:col-span-3")}
            {text("state", "sm:col-span-3")}
            {text("zip", "sm:col-span-2")}
            {text("country", "sm:col-span-4")}
          </div>
        </Section>
        <Section title="Social profiles" summary="Facebook, Instagram, LinkedIn, X" open={sectionHasContent(draft, SOCIAL_FIELDS) || hasError(errors, SOCIAL_FIELDS)}>
          <div className="grid gap-4 sm:grid-cols-2">{SOCIAL_FIELDS.map((field) => text(field))}</div>
        </Section>
        <Section
          title="Time zone"
          summary={draft.timezone ? draft.timezone.replaceAll("_", " ") : "For campaigns sent at each reader's local time"}
          open={Boolean(errors.timezone)}
        >
          <TimezonePicker value={draft.timezone} onChange={(zone) => setField("timezone", zone)} noneLabel="None: use the team's time zone" />
          {errors.timezone ? <p className="mt-2 text-sm text-red-600">{errors.timezone}</p> : null}
        </Section>
        <Section title="Custom data" summary="Anything else, as JSON" open={draft.metadata.trim() !== "" || Boolean(errors.metadata)}>
          <Field label={contactFieldLabels.metadata} error={errors.metadata} hint='Extra facts about the contact, as a JSON object: {"plan": "pro", "seats": 5}'>
            {(control) => (
              <textarea
                {...control}
                name="metadata"
                rows={4}
                spellCheck={false}
                value={draft.metadata}
                onChange={(event) => setField("metadata", event.target.value)}
                placeholder='{"plan": "pro"}'
                className="block w-full rounded-lg border-0 bg-white px-3 py-2 font-mono text-[13px] text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:ring-red-400"
              />
            )}
          </Field>
        </Section>
        {contact ? (
          <Section title="Personal data" summary="Download or erase everything about this address" open={false}>
            <ContactPrivacyActions contact={contact} onErased={onDone} />
          </Section>
        ) : null}
      </div>
      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={contact ? "Save changes" : "Add contact"} />
    </form>
  );
}

/** When the contact arrived and, if so, when it confirmed or left. */
function contactSummary(contact: Contact) {
  const facts = [`Added ${formatDate(contact.createdAt)}`];
  if (contact.confirmedAt) facts.push(`confirmed ${formatDate(contact.confirmedAt)}`);
  if (contact.unsubscribedAt) facts.push(`unsubscribed ${formatDate(contact.unsubscribedAt)}`);
  if (contact.importId) facts.push("imported from a CSV file");
  return facts.join(" · ");
}

const hasError = (errors: ContactDraftErrors, fields: readonly ProfileField[]) => fields.some((field) => errors[field]);

/** A collapsible group of optional fields; it opens by itself when it holds values or errors. */
function Section({ title, summary, open, children }: { title: string; summary: string; open: boolean; children: ReactNode }) {
  const [expanded, setExpanded] = useState(open);
  const contentId = useId();
  // A server error on a field inside a closed section must not go unseen.
  useEffect(() => {
    if (open) setExpanded(true);
  }, [open]);
  return (
    <div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((current) => !current)}
        className="flex w-full items-center gap-2 px-4 py-3 text-left hover:bg-slate-50/80"
      >
        <ChevronRight aria-hidden className={clsx("size-4 shrink-0 text-slate-400 transition-transform", expanded && "rotate-90")} />
        <span className="text-sm font-medium text-slate-800">{title}</span>
        <span className="truncate text-xs text-slate-500">{summary}</span>
      </button>
      {/* Kept mounted while closed, so what was typed survives collapsing. */}
      <div id={contentId} hidden={!expanded} className="px-4 pt-1 pb-4">
        {children}
      </div>
    </div>
  );
}
