import { z } from "zod";

// GET /analytics/deliverability (docs/contract.md section 22): sends and their outcomes per
// recipient domain and day.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (what: string) =>
  z
    .string()
    .refine((value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: "must be a date (YYYY-MM-DD)",
    })
    .optional()
    .meta({ description: `${what} (UTC, YYYY-MM-DD); with the other, instead of \`days\``, example: "2026-11-01" });

/** Longest period answered, in days. */
const MAX_DELIVERABILITY_DAYS = 366;

export const deliverabilityQuery = z
  .object({
    days: z.coerce
      .number({ error: "must be an integer" })
      .int({ error: "must be an integer" })
      .min(1, { error: "must be at least 1" })
      .max(MAX_DELIVERABILITY_DAYS, { error: `must be at most ${MAX_DELIVERABILITY_DAYS}` })
      .default(30)
      .meta({ description: "The last `days` UTC days, today included (default 30)" }),
    from: isoDay("First day"),
    to: isoDay("Last day, included"),
    stream: z
      .enum(["transactional", "broadcast"], { error: "must be one of transactional, broadcast" })
      .optional()
      .meta({ description: "Only transactional or only broadcast mail (docs/contract.md section 20)" }),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      const missing = query.from === undefined ? "from" : "to";
      context.addIssue({ code: "custom", path: [missing], message: "is required with from and to" });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (span < 1) context.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
    else if (span > MAX_DELIVERABILITY_DAYS)
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: `must be at most ${MAX_DELIVERABILITY_DAYS} days after from`,
      });
  });

const count = (description: string) => z.number().int().meta({ description });
const figures = {
  sent: count("Emails sent (accepted by the sending server or refused by it at send time)"),
  delivered: count("Of them, not bounced (or reported delivered by the provider)"),
  hardBounces: count("Of them, bounced permanently (5xx at send time, a DSN, or a third soft bounce)"),
  softBounces: count("Of them, bounced temporarily only"),
  complaints: count("Of them, reported as spam (ARF, provider complaint)"),
  complaintRate: z.number().meta({ description: "complaints / delivered, 0..1, 4 decimals" }),
  bounceRate: z.number().meta({ description: "(hardBounces + softBounces) / sent, 0..1, 4 decimals" }),
};

const DELIVERABILITY_WARNINGS = ["complaint_rate", "bounce_rate"] as const;

export const DeliverabilityReportSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    totals: z.object(figures),
    domains: z
      .array(
        z.object({
          domain: z.string().meta({ description: "Recipient domain, lower-case (gmail.com, ...)" }),
          ...figures,
          days: z
            .array(z.object({ date: z.iso.date(), ...figures }))
            .meta({ description: "Days with sends, oldest first" }),
        }),
      )
      .meta({ description: "Per recipient domain, most sent first" }),
    warnings: z
      .array(
        z.object({
          domain: z.string(),
          date: z.iso.date(),
          kind: z.enum(DELIVERABILITY_WARNINGS),
          rate: z.number(),
          threshold: z.number().meta({ description: "0.001 for complaints, 0.02 for bounces" }),
          sent: z.number().int(),
        }),
      )
      .meta({
        description:
          "A domain's day with at least 100 sent whose complaint rate passes 0.1% or whose bounce rate passes 2% (Gmail and Yahoo " +
          "ask senders to stay under 0.3% complaints and recommend under 0.1%).",
      }),
  })
  .meta({ id: "DeliverabilityReport" });
