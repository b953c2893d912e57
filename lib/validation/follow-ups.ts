import { z } from "zod";
import { bodyObject } from "./common";

// Resend to non-openers (docs/contract.md section 16, issue 20): POST /campaigns/{id}/follow-up creates a
// follow-up campaign to the recipients of a SENT campaign who did not open it (human opens only);
// GET /campaigns/{id}/follow-up tells how many that is now. The dashboard's dialog parses the same schema.

const MAX_FOLLOW_UP_HOURS = 720;

const hoursMessage = `must be a whole number of hours from 0 to ${MAX_FOLLOW_UP_HOURS}`;

export const FollowUpBodySchema = bodyObject({
  subject: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(998, { error: "must be at most 998 characters" })
    .meta({
      description: "The follow-up's subject (template language allowed), over its template's",
      example: "In case you missed it: {{ firstName }}, our spring sale",
    }),
  afterHours: z
    .number({ error: hoursMessage })
    .int({ error: hoursMessage })
    .min(0, { error: hoursMessage })
    .max(MAX_FOLLOW_UP_HOURS, { error: hoursMessage })
    .optional()
    .meta({
      description:
        "Send this many hours from now (scheduled); 0 or absent: now. Whoever opened the original by then is left out",
      example: 48,
    }),
  templateId: z.string({ error: "must be a template id" }).min(1, { error: "must be a template id" }).optional().meta({
    description:
      "Another template of the team; default: the original's (its A/B winner's, if that variant had its own)",
  }),
  name: z
    .string({ error: "must be a string" })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(200, { error: "must be at most 200 characters" })
    .optional()
    .meta({ description: 'Default: "<original name> (follow-up)"' }),
}).meta({ id: "FollowUpBody" });

export type FollowUpBody = z.output<typeof FollowUpBodySchema>;

export const FollowUpPreviewSchema = z
  .object({
    campaignId: z.string(),
    recipients: z.number().int().meta({
      description:
        "Who a follow-up created now would reach: sent the original, no human open or click, still active, not suppressed, not reached by an earlier follow-up",
    }),
    sent: z.number().int().meta({ description: "Emails of the original's last run that were delivered (SENT)" }),
    followUps: z
      .array(z.object({ id: z.string(), name: z.string(), status: z.string() }))
      .meta({ description: "Follow-ups already created, oldest first" }),
  })
  .meta({ id: "FollowUpPreview" });
