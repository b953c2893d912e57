import { z } from "zod";
import { teamOverviewQuery } from "./analytics";
import { timestamp } from "./common";

// Local-time delivery (docs/contract.md section 16): the campaign fields, the per-group progress of
// GET /campaigns/{id}/local-time and the send-time suggestion of GET /analytics/send-time.

const isRealDate = (value: string) => {
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const localCampaignFields = {
  sendAt: z.enum(["recipient-local"], { error: 'must be "recipient-local" or null' }).nullable().optional().meta({
    description:
      "\"recipient-local\": delivered at localTime in each contact's timezone (the team's for contacts without one); null: at the campaign's schedule",
  }),
  localTime: z
    .string({ error: "must be a string" })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time of day HH:MM (00:00 to 23:59)" })
    .nullable()
    .optional()
    .meta({
      description: "With sendAt recipient-local: the local time of day each recipient gets the campaign",
      example: "09:00",
    }),
  localDate: z
    .string({ error: "must be a string" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date YYYY-MM-DD" })
    .refine(isRealDate, { error: "must be a date YYYY-MM-DD" })
    .nullable()
    .optional()
    .meta({
      description:
        "With sendAt recipient-local: the local date. Groups whose localTime on that date has already passed when the run starts get it at localTime the next day; null: each recipient's next localTime",
      example: "2026-12-01",
    }),
};

const LocalGroupSchema = z
  .object({
    sendAt: timestamp().meta({ description: "When this group is (or was) due" }),
    utcOffset: z.string().meta({ example: "+01:00" }),
    timezones: z
      .array(z.string())
      .meta({ description: "The zones of this group's contacts (the team's zone stands for contacts without one)" }),
    contacts: z.number().int(),
    processed: z
      .number()
      .int()
      .meta({ description: "Contacts done with: sent, bounced, failed or cancelled as suppressed" }),
    status: z.enum(["WAITING", "SENDING", "DONE"]),
  })
  .meta({ id: "LocalTimeGroup" });

export const LocalGroupsSchema = z
  .object({
    sendAt: z.enum(["recipient-local"]).nullable(),
    localTime: z.string().nullable(),
    localDate: z.string().nullable(),
    teamTimezone: z.string(),
    nextGroupAt: timestamp().nullable().meta({ description: "The next group still waiting, if any" }),
    groups: z.array(LocalGroupSchema),
  })
  .meta({ id: "CampaignLocalTime" });

/** The months of opens to learn from, as the team overview counts its period. */
export const sendTimeQuery = teamOverviewQuery.pick({ months: true });

export const SendTimeSuggestionSchema = z
  .object({
    timezone: z.string().meta({ description: "The team's timezone, in which the hours are read" }),
    basis: z
      .enum(["history", "default"])
      .meta({ description: "history: from the team's human opens; default: too few opens yet, a common morning hour" }),
    suggestedTime: z.string().meta({ example: "09:00" }),
    bestHours: z.array(z.object({ hour: z.number().int(), opens: z.number().int(), share: z.number() })).meta({
      description: "Up to 3 hours with the most human opens, best first; share is a fraction 0..1 of all human opens",
    }),
    hours: z
      .array(z.object({ hour: z.number().int(), opens: z.number().int() }))
      .meta({ description: "Human opens per local hour 0-23" }),
    humanOpens: z.number().int(),
    minimumOpens: z.number().int().meta({ description: "Human opens needed before the suggestion comes from history" }),
  })
  .meta({ id: "SendTimeSuggestion" });
