import { z } from "zod";
import { contactLanguage } from "@/lib/contacts/language";
import { CreateContactBodySchema } from "@/lib/validation/contacts";
import type { SubscribeResponseSchema } from "@/lib/validation/signup";

// The public signup form (docs/contract.md section 7): JSON or an HTML form post. `website` is the honeypot
// (hidden from people, filled by bots); `redirect` is where a form post's browser goes afterwards.

export const HONEYPOT_FIELD = "website";

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

/** A filled honeypot marks a bot: it gets the normal answer and nothing is stored. */
export function isBotSubmission(fields: Record<string, unknown>): boolean {
  const trap = fields[HONEYPOT_FIELD];
  return typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null;
}
