"use client";

import { ChevronRight } from "lucide-react";
import clsx from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { TimezonePicker } from "@/components/settings/timezone-picker";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import { LocaleOptions } from "@/components/ui/locale-options";
import { isLocale, LOCALE_NAMES } from "@/lib/i18n/locales";
import { useCreateContact, useUpdateContact, type Contact } from "@/lib/queries/contacts";
import {
  ADDRESS_FIELDS,
  bodyOf,
  checkContactDraft,
  draftOf,
  EMAIL_EXAMPLE,
  fieldPlaceholders,
  MAIN_FIELDS,
  METADATA_EXAMPLE,
  METADATA_PLACEHOLDER,
  sectionHasContent,
  SOCIAL_FIELDS,
  type ContactDraft,
  type ContactDraftErrors,
  type ProfileField,
  useContactFieldLabels,
} from "./contact-form-fields";
import { ContactPrivacyActions } from "./contact-privacy-actions";
import { CONTACT_STATUSES, useStatusText } from "./contact-status";
import { TagsInput } from "./tags-input";

type ContactFormDialogProps = {
  open: boolean;
  onClose: () => void;
  listId: string;
  /** Given: edit this contact; absent: add one to the list. */
  contact?: Contact | null;
};

export function ContactFormDialog({ open, onClose, listId, contact }: ContactFormDialogProps) {
  const t = useTranslations("contacts.form");
  const summary = useContactSummary();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      className="contact-form-dialog"
      title={contact ? t("editTitle") : t("addTitle")}
      description={contact ? summary(contact) : t("addDescription")}
    >
      {open ? (
        <ContactForm key={contact?.id ?? "new"} listId={listId} contact={contact ?? null} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function ContactForm({ listId, contact, onDone }: { listId: string; contact: Contact | null; onDone: () => void }) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const toast = useToast();
  const t = useTranslations("contacts.form");
  const labels = useContactFieldLabels();
  const statusText = useStatusText();
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
    const invalid = checkContactDraft(draft, (problem) =>
      t(problem, { example: problem === "emailInvalid" ? EMAIL_EXAMPLE : METADATA_PLACEHOLDER }),
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const body = bodyOf(draft);
      const saved = contact
        ? await update.mutateAsync({ id: contact.id, changes: body })
        : await create.mutateAsync({ ...body, listId });
      toast.success(contact ? t("saved") : t("added"), saved.email);
      onDone();
    } catch (error) {
      showSubmitErrors(error, labels, setErrors, setFormError);
    }
  };

  const text = (field: ProfileField, className?: string) => (
    <TextField
      key={field}
      label={labels[field]}
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
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={contact ? t("editTitle") : t("addTitle")}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoFocus={!contact}
          autoComplete="off"
          placeholder={fieldPlaceholders.email}
          value={draft.email}
          onChange={(event) => setField("email", event.target.value)}
          error={errors.email}
        />
        <Field label={labels.status} error={errors.status}>
          {(control) => (
            <Select
              {...control}
              title={statusText.help(draft.status)}
              name="status"
              value={draft.status}
              onChange={(event) => setField("status", event.target.value as ContactStatus)}
            >
              {CONTACT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusText.label(status)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{MAIN_FIELDS.map((field) => text(field))}</div>
      <Field label={labels.tags} error={errors.tags} hint={t("tagsHint")}>
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
        <Section
          title={t("address")}
          summary={t("addressSummary")}
          open={sectionHasContent(draft, ADDRESS_FIELDS) || hasError(errors, ADDRESS_FIELDS)}
        >
          <div className="grid gap-4 sm:grid-cols-6">
            {text("address", "sm:col-span-6")}
            {text("city", "sm:col-span-3")}
            {text("state", "sm:col-span-3")}
            {text("zip", "sm:col-span-2")}
            {text("country", "sm:col-span-4")}
          </div>
        </Section>
        <Section
          title={t("social")}
          summary={t("socialSummary")}
          open={sectionHasContent(draft, SOCIAL_FIELDS) || hasError(errors, SOCIAL_FIELDS)}
        >
          <div className="grid gap-4 sm:grid-cols-2">{SOCIAL_FIELDS.map((field) => text(field))}</div>
        </Section>
        <Section
          title={t("timezone")}
          summary={draft.timezone ? draft.timezone.replaceAll("_", " ") : t("timezoneSummary")}
          open={Boolean(errors.timezone)}
        >
          <TimezonePicker
            value={draft.timezone}
            onChange={(zone) => setField("timezone", zone)}
            noneLabel={t("timezoneNone")}
          />
          {errors.timezone ? <p className="mt-2 text-sm text-red-600">{errors.timezone}</p> : null}
        </Section>
        <Section
          title={t("language")}
          summary={draft.language ? LOCALE_NAMES[draft.language] : t("languageSummary")}
          open={draft.language !== "" || Boolean(errors.language)}
        >
          <Field label={labels.language} error={errors.language} hint={t("languageHint")}>
            {(control) => (
              <Select
                {...control}
                name="language"
                className="max-w-xs"
                value={draft.language}
                onChange={(event) => setField("language", isLocale(event.target.value) ? event.target.value : "")}
              >
                <option value="">{t("languageDefault")}</option>
                <LocaleOptions />
              </Select>
            )}
          </Field>
        </Section>
        <Section
          title={t("metadata")}
          summary={t("metadataSummary")}
          open={draft.metadata.trim() !== "" || Boolean(errors.metadata)}
        >
          <Field
            label={labels.metadata}
            error={errors.metadata}
            hint={t("metadataHint", { example: METADATA_EXAMPLE })}
          >
            {(control) => (
              <textarea
                {...control}
                name="metadata"
                rows={4}
                spellCheck={false}
                value={draft.metadata}
                onChange={(event) => setField("metadata", event.target.value)}
                placeholder={METADATA_PLACEHOLDER}
                className="block w-full rounded-lg border-0 bg-white px-3 py-2 font-mono text-[13px] text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:ring-red-400"
              />
            )}
          </Field>
        </Section>
        {contact ? (
          <Section title={t("personalData")} summary={t("personalDataSummary")} open={false}>
            <ContactPrivacyActions contact={contact} onErased={onDone} />
          </Section>
        ) : null}
      </div>
      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={contact ? t("saveChanges") : t("addTitle")} />
    </form>
  );
}

/** When the contact arrived and, if so, when it confirmed or left. */
function useContactSummary() {
  const t = useTranslations("contacts.form");
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  return (contact: Contact) => {
    const facts = [t("summaryAdded", { date: date(contact.createdAt) })];
    if (contact.confirmedAt) facts.push(t("summaryConfirmed", { date: date(contact.confirmedAt) }));
    if (contact.unsubscribedAt) facts.push(t("summaryUnsubscribed", { date: date(contact.unsubscribedAt) }));
    if (contact.importId) facts.push(t("summaryImported"));
    return facts.join(" · ");
  };
}

const hasError = (errors: ContactDraftErrors, fields: readonly ProfileField[]) => fields.some((field) => errors[field]);

/** A collapsible group of optional fields; it opens by itself when it holds values or errors. */
function Section({
  title,
  summary,
  open,
  children,
}: {
  title: string;
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
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
        <ChevronRight
          aria-hidden
          className={clsx("size-4 shrink-0 text-slate-400 transition-transform", expanded && "rotate-90")}
        />
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
