import { z } from "zod";
import { timestamp } from "./common";

// Destination throttles and deferral (docs/contract.md section 20): the settings field that limits
// mail per recipient domain, and GET /deliverability/queues's answer.

/** A recipient domain: at least two dot-separated labels of letters, digits and inner hyphens. */
const DOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const MAX_PER_MINUTE = 100_000;
const MAX_DESTINATION_LIMITS = 100;

export const DestinationLimitSchema = z
  .object({
    domain: z
      .string({ error: "must be a domain name such as gmail.com" })
      .trim()
      .toLowerCase()
      .regex(DOMAIN, "must be a domain name such as gmail.com")
      .meta({ example: "gmail.com" }),
    perMinute: z
      .number({ error: "must be a whole number from 1 to 100000" })
      .int("must be a whole number from 1 to 100000")
      .min(1, "must be a whole number from 1 to 100000")
      .max(MAX_PER_MINUTE, "must be a whole number from 1 to 100000")
      .meta({ description: "Messages per minute to this domain, across every worker", example: 60 }),
  })
  .meta({ id: "DestinationLimit" });

export type DestinationLimit = z.infer<typeof DestinationLimitSchema>;

/** The list as PATCH /settings takes it: each domain once. */
export const destinationLimitsInput = z
  .array(DestinationLimitSchema, { error: "must be a list of { domain, perMinute }" })
  .max(MAX_DESTINATION_LIMITS, `must have at most ${MAX_DESTINATION_LIMITS} domains`)
  .superRefine((limits, context) => {
    const seen = new Set<string>();
    limits.forEach((limit, index) => {
      if (seen.has(limit.domain))
        context.addIssue({ code: "custom", path: [index, "domain"], message: "is listed twice" });
      seen.add(limit.domain);
    });
  })
  .meta({
    description:
      "Per recipient domain, the most messages a minute (across every worker); mail over it waits, it is not failed",
  });

/** The stored JSON read back: anything unexpected is dropped rather than trusted. */
export function parseDestinationLimits(value: unknown): DestinationLimit[] {
  const parsed = z.array(DestinationLimitSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

const DestinationQueueSchema = z
  .object({
    domain: z.string().meta({ example: "gmail.com" }),
    waiting: z.number().int().meta({ description: "Messages waiting for this domain (its limit or its deferral)" }),
    deferredUntil: timestamp()
      .optional()
      .meta({ description: "Set while the domain is deferred after a temporary refusal (4xx)" }),
    lastResponse: z
      .string()
      .optional()
      .meta({ description: "The domain's last temporary refusal", example: "451 4.7.1 Try again later" }),
  })
  .meta({ id: "DestinationQueue" });

export const DestinationQueuesSchema = z
  .object({ data: z.array(DestinationQueueSchema) })
  .meta({ id: "DestinationQueues" });

export type DestinationQueue = z.infer<typeof DestinationQueueSchema>;
