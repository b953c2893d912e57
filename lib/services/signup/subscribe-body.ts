import { z } from "zod";
import { contactLanguage } from "@/lib/contacts/language";
import { CreateContactBodySchema } from "@/lib/validation/contacts";
import type { SubscribeResponseSchema } from "@/lib/validation/signup";

// The public signup form (docs/contract.md sections 7 and 21): JSON or an HTML form post. `website` is
// the honeypot (hidden from people, filled by bots); `redirect` is where a form post's browser goes
// afterwards (on an allowed host, signup-redirect.ts); `metadata.<key>` fields are kept in the
// contact's metadata; `consentText` is the wording the person agreed to, kept in the consent ledger.

export const HONEYPOT_FIELD = "website";
const METADATA_PREFIX = "metadata.";
const METADATA_MAX_FIELDS = 20;
const METADATA_MAX_LENGTH = 500;
const CONSENT_TEXT_MAX_LENGTH = 2000;

const metadataFields = z
  .record(
    z.string().min(1).max(100),
    z
      .string({ error: "must be a string" })
      .max(METADATA_MAX_LENGTH, `must be at most ${METADATA_MAX_LENGTH} characters`),
    {
      error: (issue) =>
        issue.code === "invalid_key" ? "field names must be 1 to 100 characters" : "must be an object of text fields",
    },
  )
  .refine((fields) => Object.keys(fields).length <= METADATA_MAX_FIELDS, {
    error: `must have at most ${METADATA_MAX_FIELDS} fields`,
    abort: true,
  })
  .optional()
  .meta({
    description: `Custom fields kept in the contact's metadata: a form's \`metadata.<key>\` fields, or an object in JSON (at most ${METADATA_MAX_FIELDS}, ${METADATA_MAX_LENGTH} characters each)`,
  });

export const SubscribeBodySchema = CreateContactBodySchema.pick({
  email: true,
  firstName: true,
  lastName: true,
}).extend({
  [HONEYPOT_FIELD]: z.string({ error: "must be a string" }).optional(),
  redirect: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "must be an http or https URL" })], {
      error: "must be an http or https URL",
    })
    .optional()
    .transform((value) => value || undefined),
  metadata: metadataFields,
  consentText: z
    .string({ error: "must be a string" })
    .trim()
    .max(CONSENT_TEXT_MAX_LENGTH, `must be at most ${CONSENT_TEXT_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || undefined)
    .meta({ description: "The consent wording the form showed, recorded in the consent ledger" }),
  // Lenient, unlike the API's contact field: a form's hidden field naming a language Sendwell does
  // not speak must not cost the signup; it is ignored and the browser's language applies.
  language: z
    .unknown()
    .transform((value) => (typeof value === "string" ? (contactLanguage(value) ?? undefined) : undefined))
    .optional()
    .meta({
      description:
        "The subscriber's language (en, de, fr, es; \"de-CH\" is de); absent or unsupported: the browser's Accept-Language when supported",
    }),
});

export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

export type SubscribeStatus = z.infer<typeof SubscribeResponseSchema>["status"];

/**
 * The form's `metadata.<key>` fields gathered into one `metadata` object (beside a JSON body's own
 * `metadata` object, whose keys they join), so the schema checks them as one field.
 */
export function gatherMetadataFields(fields: Record<string, unknown>): Record<string, unknown> {
  const dotted = Object.keys(fields).filter((key) => key.startsWith(METADATA_PREFIX));
  if (dotted.length === 0) return fields;
  const rest = { ...fields };
  const given = fields.metadata;
  const metadata: Record<string, unknown> =
    given && typeof given === "object" && !Array.isArray(given) ? { ...(given as Record<string, unknown>) } : {};
  for (const key of dotted) {
    metadata[key.slice(METADATA_PREFIX.length)] = fields[key];
    delete rest[key];
  }
  return { ...rest, metadata };
}

/** A filled honeypot marks a bot: it gets the normal answer and nothing is stored. */
export function isBotSubmission(fields: Record<string, unknown>): boolean {
  const trap = fields[HONEYPOT_FIELD];
  return typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null;
}
