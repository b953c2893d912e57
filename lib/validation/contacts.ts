import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { CONTACT_FIELDS, type ContactField } from "@/lib/contacts/contact-fields";
import { normalizeEmail } from "@/lib/contacts/normalize-email";
import { contactLanguage, LANGUAGE_ERROR } from "@/lib/contacts/language";
import { canonicalTimezone, TIMEZONE_ERROR } from "@/lib/contacts/timezone";
import { ContactStatus } from "@/lib/generated/prisma/enums";
import { LOCALES } from "@/lib/i18n/locales";
import {
  bodyObject,
  refuse,
  requiredString,
  resourceMeta,
  someFieldGiven,
  teamResourceMeta,
  timestamp,
} from "./common";
import { jsonObjectPayload } from "./json-payload";

// Contacts (docs/interface.md section 2, Contact; docs/contract.md section 6). Messages follow the field name in the
// error envelope's `details` ("email": "must be a valid email address").

/** Trimmed and lower-cased (a list holds an address once, in any letter case). */
const email = requiredString()
  .transform((raw, context) => normalizeEmail(raw) ?? refuse(context, "must be a valid email address"))
  .meta({ example: "ada@example.com" });

const STATUSES = Object.values(ContactStatus);

const contactStatus = z
  .enum(ContactStatus, { error: `must be one of ${STATUSES.join(", ")}` })
  .meta({ description: "PENDING waits for a double opt-in confirmation", example: "ACTIVE" });

const listId = requiredString()
  .min(1, { error: "is required" })
  .meta({ description: "The mailing list the contact belongs to" });

/** A profile field: trimmed; empty or null clears it. */
const profileField = z
  .string({ error: "must be a string" })
  .trim()
  .max(255, { error: "must be at most 255 characters" })
  .transform((value) => value || null)
  .nullable()
  .optional();

/** An IANA time zone, stored in its canonical spelling; empty or null clears it (the team's zone applies). */
const timezone = z
  .string({ error: "must be a string" })
  .trim()
  .transform((value, context) => (value === "" ? null : (canonicalTimezone(value) ?? refuse(context, TIMEZONE_ERROR))))
  .nullable()
  .optional()
  .meta({
    description: "IANA time zone for campaigns sent at the recipient's local time; null: the team's",
    example: "Europe/Paris",
  });

/** A language Sendwell speaks, stored as its lower-case base tag ("de-CH" -> "de"); empty or null clears it (the team's applies). */
const language = z
  .string({ error: "must be a string" })
  .trim()
  .transform((value, context) => (value === "" ? null : (contactLanguage(value) ?? refuse(context, LANGUAGE_ERROR))))
  .nullable()
  .optional()
  .meta({
    description:
      "Language of the contact's unsubscribe, confirmation and signup pages: en, de, fr or es (a regional tag such as de-CH is stored as its base, de); null: the team's",
    example: "de",
  });

const PROFILE_FIELDS = CONTACT_FIELDS.filter((field): field is Exclude<ContactField, "email"> => field !== "email");
const profileShape = {
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profileField])) as Record<
    Exclude<ContactField, "email" | "timezone" | "language">,
    typeof profileField
  >),
  timezone,
  language,
};

const tagName = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(100, { error: "must be at most 100 characters" });

const tagInput = z
  .union(
    [
      tagName,
      z.object({
        name: tagName,
        value: z
          .string({ error: "must be a string" })
          .trim()
          .max(255, { error: "must be at most 255 characters" })
          .nullable()
          .optional(),
      }),
    ],
    { error: "must be a tag name or an object { name, value? }" },
  )
  .transform((tag) =>
    typeof tag === "string" ? { name: tag, value: null } : { name: tag.name, value: tag.value ?? null },
  );

export type TagInput = { name: string; value: string | null };

/** A contact's tags as a set by name: a name given twice keeps its last value. */
const tags = z
  .array(tagInput, { error: "must be an array of tags" })
  .max(100, { error: "at most 100 tags" })
  .transform((list): TagInput[] => [...new Map(list.map((tag) => [tag.name, tag])).values()])
  .meta({ description: "Tag names, or `{ name, value }` pairs", example: ["vip", { name: "plan", value: "pro" }] });

const metadata = jsonObjectPayload("Custom data of the contact").nullable();

export const CreateContactBodySchema = bodyObject({
  email,
  listId,
  status: contactStatus.optional(),
  ...profileShape,
  metadata: metadata.optional(),
  tags: tags.optional(),
}).meta({ id: "CreateContactBody" });

export const UpdateContactBodySchema = bodyObject({
  email: email.optional(),
  listId: listId.optional(),
  status: contactStatus.optional(),
  ...profileShape,
  metadata: metadata.optional(),
  tags: tags.optional().meta({ description: "Replaces the contact's whole set of tags" }),
})
  .refine(...someFieldGiven())
  .meta({ id: "UpdateContactBody" });

export type CreateContactBody = z.infer<typeof CreateContactBodySchema>;
export type UpdateContactBody = z.infer<typeof UpdateContactBodySchema>;

export const listContactsQuery = paginationQuery.extend({
  status: contactStatus.optional().meta({ description: "Only contacts with this status" }),
  tag: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ description: "Only contacts carrying a tag of this name (any letter case)" }),
  q: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ description: "Searches email, first and last name and company (case-insensitive)" }),
});

export const contactsQuery = listContactsQuery.extend({
  listId: z.string().min(1).optional().meta({ description: "Only contacts of this list" }),
});

export type ContactFilters = Omit<z.infer<typeof contactsQuery>, "page" | "limit">;

export const BulkDeleteContactsBodySchema = bodyObject({
  ids: z
    .array(z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }), {
      error: "must be an array of contact ids",
    })
    .min(1, { error: "give at least one id" })
    .max(1000, { error: "at most 1000 ids at a time" }),
}).meta({ id: "BulkDeleteContactsBody" });

export const BulkDeleteContactsResultSchema = z
  .object({
    deleted: z
      .number()
      .int()
      .meta({ description: "Contacts deleted by this call; ids unknown to the team are ignored" }),
  })
  .meta({ id: "BulkDeleteContactsResult" });

const TagSchema = z.object({ ...resourceMeta, name: z.string(), value: z.string().nullable() }).meta({ id: "Tag" });

const nullableString = z.string().nullable();

export const ContactSchema = z
  .object({
    ...teamResourceMeta,
    listId: z.string(),
    importId: z.string().nullable().meta({ description: "The import that created the contact, if any" }),
    email: z.string(),
    status: contactStatus,
    ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, nullableString])) as Record<
      Exclude<ContactField, "email">,
      typeof nullableString
    >),
    language: z.enum(LOCALES).nullable().meta({
      description:
        "Language of the contact's public pages (unsubscribe, confirmation, signup answers); null: the team's",
    }),
    metadata: z.record(z.string(), z.unknown()).nullable().meta({ description: "Custom data (a JSON object)" }),
    tags: z.array(TagSchema),
    confirmedAt: timestamp().nullable().meta({ description: "When the subscriber confirmed a double opt-in" }),
    unsubscribedAt: timestamp().nullable(),
  })
  .meta({ id: "Contact" });
