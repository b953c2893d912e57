import { useTranslations } from "next-intl";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import type { Contact } from "@/lib/queries/contacts";
import type { TagInput } from "@/lib/validation/contacts";

// The contact form's fields, grouped the way people think of them (docs/interface.md section 2, Contact).

export const MAIN_FIELDS = ["firstName", "lastName", "company", "phone"] as const;
export const ADDRESS_FIELDS = ["address", "city", "state", "zip", "country"] as const;
export const SOCIAL_FIELDS = ["facebook", "instagram", "linkedin", "twitter"] as const;
export type ProfileField =
  | (typeof MAIN_FIELDS)[number]
  | (typeof ADDRESS_FIELDS)[number]
  | (typeof SOCIAL_FIELDS)[number];

const CONTACT_FORM_FIELDS = [...CONTACT_FIELDS, "status", "tags", "metadata"] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** Each field's label in the reader's language (`contacts.fields`). */
export function useContactFieldLabels(): Record<ContactFormField, string> {
  const t = useTranslations("contacts.fields");
  return Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, t(field)])) as Record<ContactFormField, string>;
}

/** Code-like samples, the same in every language. */
export const EMAIL_EXAMPLE = "ada@example.com";
export const METADATA_EXAMPLE = '{"plan": "pro", "seats": 5}';
export const METADATA_PLACEHOLDER = '{"plan": "pro"}';

export const fieldPlaceholders: Partial<Record<ContactFormField, string>> = {
  email: EMAIL_EXAMPLE,
  phone: "+44 20 7946 0958",
  facebook: "facebook.com/…",
  instagram: "@handle",
  linkedin: "linkedin.com/in/…",
  twitter: "@handle",
};

/**
 * timezone: an IANA name, "" for none (campaigns sent at local time then use the team's zone);
 * language: a supported language, "" for none (its public pages then speak the team's).
 */
export type ContactDraft = {
  email: string;
  status: ContactStatus;
  tags: TagInput[];
  metadata: string;
  timezone: string;
  language: Locale | "";
} & Record<ProfileField, string>;

const PROFILE_FIELDS: ProfileField[] = [...MAIN_FIELDS, ...ADDRESS_FIELDS, ...SOCIAL_FIELDS];

export function draftOf(contact: Contact | null): ContactDraft {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, contact?.[field] ?? ""])) as Record<
    ProfileField,
    string
  >;
  return {
    email: contact?.email ?? "",
    status: contact?.status ?? "ACTIVE",
    tags: contact?.tags.map(({ name, value }) => ({ name, value })) ?? [],
    metadata:
      contact?.metadata && Object.keys(contact.metadata).length > 0 ? JSON.stringify(contact.metadata, null, 2) : "",
    timezone: contact?.timezone ?? "",
    language: (contact?.language ?? "") as Locale | "",
    ...profile,
  };
}

export type ContactDraftErrors = Partial<Record<ContactFormField, string>>;

export type DraftProblem = "emailRequired" | "emailInvalid" | "metadataInvalid";

/** The form's own checks, worded by `message`; the API checks again and its messages land on the same fields. */
export function checkContactDraft(draft: ContactDraft, message: (problem: DraftProblem) => string): ContactDraftErrors {
  const errors: ContactDraftErrors = {};
  if (!draft.email.trim()) errors.email = message("emailRequired");
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) errors.email = message("emailInvalid");
  if (draft.metadata.trim()) {
    const parsed = parseMetadata(draft.metadata);
    if (parsed === undefined) errors.metadata = message("metadataInvalid");
  }
  return errors;
}

function parseMetadata(text: string): Record<string, unknown> | null | undefined {
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The request body: every field, empty ones as null so an edit can clear them. */
export function bodyOf(draft: ContactDraft) {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, draft[field].trim() || null])) as Record<
    ProfileField,
    string | null
  >;
  return {
    email: draft.email.trim(),
    status: draft.status,
    ...profile,
    tags: draft.tags,
    metadata: parseMetadata(draft.metadata) ?? null,
    timezone: draft.timezone || null,
    language: draft.language || null,
  };
}

export function sectionHasContent(draft: ContactDraft, fields: readonly ProfileField[]) {
  return fields.some((field) => draft[field].trim() !== "");
}
