import { z } from "zod";

// The event webhooks of the provider an SMTP config sends through (docs/contract.md section 20):
// which provider, and the key its signatures are checked with. Shared by the SMTP config schemas.

export const EVENT_PROVIDERS = ["sendgrid", "mailgun", "postmark", "ses"] as const;
export type EventProviderName = (typeof EVENT_PROVIDERS)[number];

/** The providers whose events cannot be checked without a key of the team's (SES's are signed by AWS). */
export const KEYED_EVENT_PROVIDERS: readonly EventProviderName[] = ["sendgrid", "mailgun", "postmark"];

const eventProvider = z
  .enum(EVENT_PROVIDERS, { error: `must be one of ${EVENT_PROVIDERS.join(", ")}, or null` })
  .nullable()
  .meta({
    description:
      "The sending service whose event webhook (bounces, complaints, deliveries) posts to this config's `eventsUrl`; null: none",
    example: "sendgrid",
  });

const eventSigningKey = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, { error: "is required" })
  .max(4096, { error: "must be at most 4096 characters" })
  .meta({
    description:
      "What the provider's events are checked with. SendGrid: the event webhook's verification key; Mailgun: the " +
      "HTTP webhook signing key; Postmark: `user:password` of the webhook's basic auth; SES: not used. Write-only",
    writeOnly: true,
  });

export const eventProviderFields = {
  eventProvider: eventProvider.optional(),
  eventSigningKey: eventSigningKey.optional(),
};

/** Postmark's key is the basic-auth pair its webhook URL carries. */
const isBasicAuthPair = (key: string) => /^[^:\s]+:\S+$/.test(key);

/**
 * The problems of a body that names a provider, by field: one that signs with a key of the team's
 * needs it (unless `keyStored`), and Postmark's must be `user:password`.
 */
export function eventProviderIssues(
  body: { eventProvider?: EventProviderName | null; eventSigningKey?: string },
  keyStored = false,
): Record<string, string> {
  const provider = body.eventProvider;
  if (!provider) return {};
  if (KEYED_EVENT_PROVIDERS.includes(provider) && body.eventSigningKey === undefined && !keyStored)
    return { eventSigningKey: `is required for ${provider}` };
  if (provider === "postmark" && body.eventSigningKey !== undefined && !isBasicAuthPair(body.eventSigningKey))
    return { eventSigningKey: "must be user:password for postmark" };
  return {};
}

export const eventProviderAnswerFields = {
  eventProvider: z.enum(EVENT_PROVIDERS).nullable(),
  eventsUrl: z.string().meta({
    description: "Where the provider posts its events: {APP_URL}/api/v1/provider-events/{id}, no user credential",
  }),
};

export const ProviderEventsParamsSchema = z.object({
  configId: z.string().min(1).meta({ description: "The SMTP configuration whose provider posts the events" }),
});

export const ProviderEventsReceivedSchema = z
  .object({
    received: z.number().int().meta({ description: "Events in the request" }),
    recorded: z.number().int().meta({ description: "Events that changed something: a delivery, bounce or complaint" }),
    ignored: z
      .number()
      .int()
      .meta({ description: "Events about no email of the team, already recorded, or of a kind without effect" }),
    confirmed: z.literal(true).optional().meta({ description: "An SNS subscription confirmation was confirmed" }),
  })
  .meta({ id: "ProviderEventsReceived" });
