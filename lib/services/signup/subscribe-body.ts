import { z } from "zod";
import { CreateContactBodySchema } from "@/lib/validation/contacts";

// The public signup form (API.md section 7): JSON or an HTML form post. `website` is the honeypot
// (hidden from people, filled by bots); `redirect` is where a form post's browser goes afterwards.

export const HONEYPOT_FIELD = "website";

export const SubscribeBodySchema = CreateContactBodySchema.pick({ email: true, firstName: true, lastName: true }).extend({
  [HONEYPOT_FIELD]: z.string({ error: "must be a string" }).optional(),
  redirect: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "must be an http or https URL" })], { error: "must be an http or https URL" })
    .optional()
    .transform((value) => value || undefined),
});

export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

export const SubscribeResponseSchema = z.object({
  status: z.enum(["pending_confirmation", "subscribed"]).meta({ description: "pending_confirmation: a confirmation mail was sent (double opt-in)" }),
});

export type SubscribeStatus = z.infer<typeof SubscribeResponseSchema>["status"];

/** A filled honeypot marks a bot: it gets the normal answer and nothing is stored. */
export function isBotSubmission(fields: Record<string, unknown>): boolean {
  const trap = fields[HONEYPOT_FIELD];
  return typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null;
}
