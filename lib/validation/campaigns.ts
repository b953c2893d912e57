import { z } from "zod";
import { AB_PHASES, AbTestSchema } from "./ab-tests";
import { paginationQuery } from "@/lib/api/pagination";
import { CampaignSchedule, CampaignStatus, EmailStatus, RecurringSchedule } from "@/lib/generated/prisma/enums";
import { cronProblem, isValidTimezone } from "@/lib/campaigns/campaign-schedule";
import { bodyObject, namedTeamResourceMeta, nameSearch, someFieldGiven, timestamp } from "./common";
import { jsonValuePayload } from "./json-payload";
import { localCampaignFields } from "./local-time";
import { campaignFeedField, FeedSchema, LAST_RUN_SKIPPED } from "./feeds";

// Campaigns (docs/interface.md section 2, Campaign; docs/contract.md sections 6, 12). Field-level rules live here;
// rules that need the stored campaign (a RECURRING schedule needs its preset, CUSTOM its cron, a
// one-time scheduledFor must be ahead) are checked by the services against the merged state.

const MAX_BATCH_SIZE = 10_000;

const id = (what: string) =>
  z
    .string({ error: "must be a string" })
    .min(1, { error: "must not be empty" })
    .meta({ description: `The team's ${what}` });

const name = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(200, { error: "must be at most 200 characters" })
  .meta({ example: "November newsletter" });

const description = z
  .string({ error: "must be a string" })
  .trim()
  .max(1000, { error: "must be at most 1000 characters" })
  .transform((value) => value || null)
  .nullable();

const timezoneField = z
  .string({ error: "must be a string" })
  .refine(isValidTimezone, { error: "is not a known IANA timezone (for example Europe/Paris)" })
  .meta({ description: "IANA timezone the schedule is read in", example: "Europe/Paris" });

const cronExpression = z
  .string({ error: "must be a string" })
  .trim()
  .superRefine((value, context) => {
    const problem = cronProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .nullable()
  .meta({
    description: "5-field cron (minute hour day-of-month month day-of-week), for recurringSchedule CUSTOM",
    example: "0 9 * * 1",
  });

const scheduledFor = z.iso
  .datetime({ offset: true, error: "must be an ISO-8601 date-time" })
  .transform((value) => new Date(value))
  .nullable()
  .meta({
    description: "One-time: when to send. Recurring: the first occurrence, whose local time of day the presets keep",
    example: "2026-12-01T09:00:00.000Z",
  });

const batchSize = z
  .number({ error: "must be an integer" })
  .int({ error: "must be an integer" })
  .min(1, { error: "must be at least 1" })
  .max(MAX_BATCH_SIZE, { error: `must be at most ${MAX_BATCH_SIZE}` })
  .nullable()
  .meta({ description: "Recipients per batch (default 500)", example: 500 });

const batchDelay = z
  .number({ error: "must be an integer number of nanoseconds" })
  .int({ error: "must be an integer number of nanoseconds" })
  .min(0, { error: "must not be negative" })
  .max(Number.MAX_SAFE_INTEGER, { error: "is too large" })
  .meta({
    description: "Pause between batches in nanoseconds; 0 = no pause (1 s = 1000000000)",
    example: 1_000_000_000,
  });

const campaignData = jsonValuePayload("Free-form data of the campaign");

const fields = {
  name,
  description: description.optional(),
  listId: id("mailing list").nullable().optional(),
  // docs/contract.md section 16: the audience is a list or a saved segment; setting one clears the other.
  segmentId: id("segment").nullable().optional(),
  // docs/contract.md section 21: a topic narrows the audience (opt_out: minus those who left it; opt_in: only those who joined).
  topicId: id("topic").nullable().optional(),
  abTest: AbTestSchema.nullable().optional(),
  templateId: id("template").nullable().optional(),
  // The campaign's own subject over its template's (an AI suggestion picked in the wizard; a follow-up's).
  subject: z
    .string({ error: "must be a string" })
    .trim()
    .max(998, { error: "must be at most 998 characters" })
    .transform((value) => value || null)
    .nullable()
    .optional()
    .meta({
      description: "Overrides the template's subject; null or empty: the template's",
      example: "Spring sale: 20% off",
    }),
  smtpConfigId: id("SMTP configuration").nullable().optional(),
  // docs/contract.md section 20: the sending route over the team's default route for broadcasts.
  routeId: id("sending route").nullable().optional(),
  schedule: z.enum(CampaignSchedule, { error: "must be ONE_TIME or RECURRING" }).optional(),
  recurringSchedule: z
    .enum(RecurringSchedule, { error: "must be DAILY, WEEKLY, MONTHLY or CUSTOM" })
    .nullable()
    .optional(),
  cronExpression: cronExpression.optional(),
  scheduledFor: scheduledFor.optional(),
  timezone: timezoneField.optional(),
  ...localCampaignFields,
  batchSize: batchSize.optional(),
  batchDelay: batchDelay.optional(),
  data: campaignData.optional(),
  feed: campaignFeedField.optional(),
};

export const CreateCampaignBodySchema = bodyObject(fields).meta({ id: "CreateCampaignBody" });
export const UpdateCampaignBodySchema = bodyObject({ ...fields, name: name.optional() })
  .refine(...someFieldGiven())
  .meta({ id: "UpdateCampaignBody" });

export type CreateCampaignBody = z.output<typeof CreateCampaignBodySchema>;
export type UpdateCampaignBody = z.output<typeof UpdateCampaignBodySchema>;

export const ScheduleCampaignBodySchema = bodyObject({
  scheduledFor: scheduledFor.unwrap().optional(),
  timezone: timezoneField.optional(),
}).meta({ id: "ScheduleCampaignBody" });
export type ScheduleCampaignBody = z.output<typeof ScheduleCampaignBodySchema>;

export const TestCampaignBodySchema = bodyObject({
  to: z
    .email({ error: (issue) => (issue.input === undefined ? "is required" : "must be an email address") })
    .meta({ example: "me@acme.com" }),
}).meta({ id: "TestCampaignBody" });

const STATUSES = Object.values(CampaignStatus);
export const campaignsQuery = paginationQuery.extend({
  q: nameSearch(),
  status: z.enum(CampaignStatus, { error: `must be one of ${STATUSES.join(", ")}` }).optional(),
});

const EMAIL_STATUSES = Object.values(EmailStatus);
export const campaignEmailsQuery = paginationQuery.extend({
  status: z.enum(EmailStatus, { error: `must be one of ${EMAIL_STATUSES.join(", ")}` }).optional(),
  run: z.coerce
    .number({ error: "must be an integer" })
    .int({ error: "must be an integer" })
    .min(1, { error: "must be at least 1" })
    .optional()
    .meta({
      description: "Only the emails of this run of a recurring campaign (1 = the first; `runCount` is the latest)",
    }),
});

export const nextRunsQuery = z.object({
  count: z.coerce
    .number({ error: "must be an integer" })
    .int({ error: "must be an integer" })
    .min(1, { error: "must be at least 1" })
    .max(20, { error: "must be at most 20" })
    .default(5),
});

const count = z.number().int();
export const CampaignCountsSchema = z
  .object({ total: count, sent: count, failed: count, cancelled: count, queued: count, processed: count })
  .meta({
    id: "CampaignCounts",
    description: "Live figures of the current (or last) run; `total` is the audience (ACTIVE contacts)",
  });

export const CampaignSchema = z
  .object({
    ...namedTeamResourceMeta,
    listId: z.string().nullable(),
    segmentId: z.string().nullable().meta({ description: "The saved segment sent to instead of a whole list" }),
    topicId: z.string().nullable().meta({
      description:
        "The topic the campaign is sent for: an opt_out topic skips contacts that left it, an opt_in topic reaches only those that joined it; its one-click unsubscribe leaves the topic only",
    }),
    abTest: AbTestSchema.nullable(),
    abPhase: z.enum(AB_PHASES).nullable(),
    abWinner: z.number().int().nullable().meta({ description: "The winning variant's index once picked" }),
    abTestEndsAt: timestamp().nullable(),
    followUpOfId: z
      .string()
      .nullable()
      .meta({ description: "A follow-up (POST /campaigns/{id}/follow-up): the campaign whose non-openers it goes to" }),
    subject: z
      .string()
      .nullable()
      .meta({ description: "The campaign's own subject over its template's (a follow-up's new subject)" }),
    templateId: z.string().nullable(),
    smtpConfigId: z.string().nullable(),
    routeId: z.string().nullable().meta({
      description:
        "The sending route the run goes through (its targets with failover); null: the team's default route for broadcasts, else smtpConfigId",
    }),
    status: z.enum(CampaignStatus),
    schedule: z.enum(CampaignSchedule),
    recurringSchedule: z.enum(RecurringSchedule).nullable(),
    cronExpression: z.string().nullable(),
    scheduledFor: timestamp().nullable(),
    timezone: z.string(),
    sendAt: z.enum(["recipient-local"]).nullable().meta({
      description:
        "recipient-local: delivered at localTime in each contact's timezone (GET /campaigns/{id}/local-time has the groups)",
    }),
    localTime: z.string().nullable(),
    localDate: z.string().nullable(),
    batchSize: z.number().int().nullable(),
    batchDelay: z.number().int().meta({ description: "Nanoseconds" }),
    processed: z.number().int().meta({
      description:
        "Recipients of the current (or last) run that are done with: sent, bounced, failed, or cancelled as suppressed (counted live, retries included)",
    }),
    total: z.number().int(),
    data: z.unknown().nullable(),
    startedAt: timestamp().nullable(),
    completedAt: timestamp().nullable(),
    lastRunAt: timestamp().nullable(),
    nextRunAt: timestamp().nullable(),
    runCount: z.number().int().meta({
      description:
        "Runs started so far: a one-time send is run 1, each occurrence of a recurring campaign the next; `counts` and `processed` are the current (or last) run's",
    }),
    failureReason: z.string().nullable().meta({
      description:
        "Why the campaign FAILED (for example its SMTP server refused the connection); cleared when a new run starts",
    }),
    feed: FeedSchema.nullable().meta({
      description: "The RSS 2.0 or Atom feed each run is built from (`feed.*` in the template)",
    }),
    lastRunSkipped: z.enum(LAST_RUN_SKIPPED).nullable().meta({
      description:
        "Why the last run of a feed campaign sent nothing: no_new_items (onlyNew, nothing since the last run) or feed_unavailable; null after a run that sent",
    }),
    lastRunSkippedReason: z.string().nullable().meta({
      description: "The skipped run's reason in words (for example: The feed did not answer within 10 s)",
    }),
    counts: CampaignCountsSchema,
    list: z.object({ id: z.string(), name: z.string() }).nullable(),
    segment: z.object({ id: z.string(), name: z.string() }).nullable(),
    template: z.object({ id: z.string(), name: z.string(), subject: z.string() }).nullable(),
    smtpConfig: z.object({ id: z.string(), name: z.string().nullable(), fromEmail: z.string() }).nullable(),
    followUpOf: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The campaign this one follows up" }),
    followUps: z
      .array(z.object({ id: z.string(), name: z.string(), status: z.enum(CampaignStatus) }))
      .meta({ description: "Follow-ups of this campaign (resend to non-openers), oldest first" }),
  })
  .meta({ id: "Campaign" });

export const NextRunsSchema = z
  .object({ timezone: z.string(), runs: z.array(timestamp()) })
  .meta({ id: "CampaignNextRuns" });
