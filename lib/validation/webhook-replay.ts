import { z } from "zod";
import { bodyObject } from "./common";

// POST /webhooks/{id}/replay (docs/contract.md section 17): every delivery created in [from, to) is sent again.

const moment = (description: string) =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined ? "is required" : "must be an ISO-8601 date and time, e.g. 2026-11-25T09:00:00Z",
    })
    .meta({ description });

export const ReplayWebhookBodySchema = bodyObject({
  from: moment("Start of the range (inclusive), by the deliveries' creation time"),
  to: moment("End of the range (exclusive)"),
})
  .superRefine((body, context) => {
    if (new Date(body.to) <= new Date(body.from))
      context.addIssue({ code: "custom", path: ["to"], message: "must be after from" });
  })
  .meta({ id: "ReplayWebhookBody" });

export const ReplayWebhookResultSchema = z
  .object({
    replayed: z.number().int().meta({ description: "Deliveries queued to be sent again" }),
    skipped: z.number().int().meta({ description: "Deliveries left alone because an attempt was in flight" }),
    deliveryIds: z.array(z.string()).meta({ description: "The replayed deliveries, oldest first" }),
  })
  .meta({ id: "ReplayWebhookResult" });
