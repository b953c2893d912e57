import { defineOperation } from "./define-operation";
import { UsageSchema } from "@/lib/validation/usage";
import { DailySendsSchema, DailySendsQuerySchema } from "@/lib/validation/billing";

export const getUsageOperation = defineOperation({
  method: "GET",
  path: "/usage",
  summary: "API and sending usage",
  description:
    "The caller's team's usage in the current calendar month (UTC): authenticated API requests in total and per " +
    "method and path, emails sent, and the contacts and campaigns it holds. Request counts are recorded in the " +
    "background and may trail the latest calls by a moment.",
  tags: ["Usage"],
  permission: "team:read",
  response: UsageSchema,
});

export const getDailyUsageOperation = defineOperation({
  method: "GET",
  path: "/usage/daily",
  summary: "Emails per day",
  description:
    "Emails the team queued per UTC day (what the monthly email quota counts), oldest first, days without mail as 0.",
  tags: ["Usage"],
  permission: "team:read",
  query: DailySendsQuerySchema,
  response: DailySendsSchema,
});
