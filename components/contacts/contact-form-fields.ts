import type { ContactStatus } from "@/lib/generated/prisma/enums";
import type { Contact } from "@/lib/queries/contacts";
import type { TagInput } from "@/lib/validation/contacts";

// The contact form's fields, grouped the way people think of them (SPEC.md section 2, Contact).

export const MAIN_FIELDS = ["firstName", "lastName", "company", "phone"] as const;
export const ADDRESS_FIELDS = ["address", "city", "state", "zip", "country"] as const;
export const SOCIAL_FIELDS = ["facebook", "instagram", "linkedin", "twitter"] as const;
export type ProfileField = (typeof MAIN_FIELDS)[number] | (typeof ADDRESS_FIELDS)[number] | (typeof SOCIAL_FIELDS)[number];

export const contactFieldLabels = {
  email: "Email",
  status: "Status",
  firstName: "First name",
  lastName: "Last name",
  company: "Company",
  phone: "Phone",
  address: "Street address",
  city: "City",
  state: "State / region",
  zip: "Postal code",
  country: "Country",
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  timezone: "Time zone",
  tags: "Tags",
  metadata: "Custom data",
} as const;
export type ContactFormField = keyof typeof contactFieldLabels;

export const fieldPlaceholders: Partial<Record<ContactFormField, string>> = {
  email: "ada@example.com",
  phone: "+44 20 7946 0958",
  facebook: "facebook.com/…",
  instagram: "@handle",
  linkedin: "linkedin.com/in/…",
  twitter: "@handle",
};

export const fieldAutoComplete: Partial<Record<ContactFormField, string>> = {
  firstName: "off",
  lastName: "off",
};

/** timezone: an IANA name, "" for none (campaigns sent at local time then use the team's zone). */
export type ContactDraft = { email: string; status: ContactStatus; tags: TagInput[]; metadata: string; timezone: string } & Record<ProfileField, string>;

const PROFILE_FIELDS: ProfileField[] = [...MAIN_FIELDS, ...ADDRESS_FIELDS, ...SOCIAL_FIELDS];

export function draftOf(contact: Contact | null): ContactDraft {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, contact?.[field] ?? ""])) as Record<ProfileField, string>;
  return {
    email: contact?.email ?? "",
    status: contact?.status ?? "ACTIVE",
    tags: contact?.tags.map(({ name, value }) => ({ name, value })) ?? [],
    metadata: contact?.metadata && Object.keys(contact.metadata).length > 0 ? JSON.stringify(contact.metadata, null, 2) : "",
    timezone: contact?.timezone ?? "",
    ...profile,
  };
}

export type ContactDraftErrors = Partial<Record<ContactFormField, string>>;

/** The form's own checks; the API checks again and its messages land on the same fields. */
export function checkContactDraft(draft: ContactDraft): ContactDraftErrors {
  const errors: ContactDraftErrors = {};
  if (!draft.email.trim()) errors.email = "Email is required";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) errors.email = "Enter an email address like ada@example.com";
  if (draft.metadata.trim()) {
    const parsed = parseMetadata(draft.metadata);
    if (parsed === undefined) errors.metadata = "Custom data must be a JSON object, like {\"plan\": \"pro\"}";
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
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, draft[field].trim() || null])) as Record<ProfileField, string | null>;
  return {
    email: draft.email.trim(),
    status: draft.status,
    ...profile,
    tags: draft.tags,
    metadata: parseMetadata(draft.metadata) ?? null,
    timezone: draft.timezone || null,
  };
}

export function sectionHasContent(draft: ContactDraft, fields: readonly ProfileField[]) {
  return fields.some((field) => draft[field].trim() !== "");
}
