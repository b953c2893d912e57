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
    aiTokens: z
      .object({
        input: z.number().int().meta({ description: "Prompt tokens sent to the team's AI models this period" }),
        output: z.number().int().meta({ description: "Tokens the models answered with this period" }),
        used: z.number().int().meta({ description: "input + output: what the plan's monthly AI token cap counts" }),
        limit: z.number().int().nullable().meta({ description: "The plan's monthly AI token cap; null: no cap" }),
      })
      .meta({
        description:
          "AI writing this period (docs/contract.md section 24): POST /ai/write, model tests, EMAIL_WRITER steps",
      }),
  })
  .meta({ id: "Usage" });
