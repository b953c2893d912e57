import { z } from "zod";
import { timestamp } from "./common";

export const UsageSchema = z
  .object({
    period: z
      .object({
        start: timestamp().meta({ description: "First instant of the current calendar month (UTC)" }),
        end: timestamp().meta({ description: "First instant of the next month: the period ends just before it" }),
      })
      .meta({ description: "The current calendar month, UTC" }),
    requests: z.object({
      total: z
        .number()
        .int()
        .meta({ description: "Authenticated API requests this period, by users and API keys of the team" }),
      byPath: z.record(z.string(), z.number().int()).meta({
        description:
          "Requests per `<METHOD> <path>`, ids folded to `:id` as the rate limiter counts them; busiest first",
        example: { "GET /contacts": 1200, "POST /email": 300, "GET /campaigns/:id/emails": 40 },
      }),
    }),
    emails: z.object({
      sent: z.number().int().meta({ description: "Emails sent this period (including ones that bounced afterwards)" }),
      limit: z.number().int().nullable().meta({
        description:
          "Monthly email cap of the plan (emails queued per month, GET /subscriptions usage.emails); null: no cap",
      }),
    }),
    contacts: z.number().int().meta({ description: "Contacts the team holds now" }),
    campaigns: z.number().int().meta({ description: "Campaigns the team holds now" }),
  })
  .meta({ id: "Usage" });
