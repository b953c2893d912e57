import { z } from "zod";

// A/B tests on campaigns (docs/contract.md section 16). `abTest` on a campaign's create or update body; the
// report of GET /campaigns/{id}/ab; the manual pick of POST /campaigns/{id}/ab/winner.

const variant = z
  .object(
    {
      subject: z
        .string({ error: "must be a string" })
        .trim()
        .min(1, { error: "must not be empty" })
        .max(998, { error: "must be at most 998 characters" })
        .optional(),
      templateId: z.string({ error: "must be a template id" }).min(1, { error: "must be a template id" }).optional(),
      fromName: z
        .string({ error: "must be a string" })
        .trim()
        .min(1, { error: "must not be empty" })
        .max(100, { error: "must be at most 100 characters" })
        .optional(),
    },
    { error: "must be an object { subject?, templateId?, fromName? }" },
  )
  .strict()
  .refine((value) => value.subject !== undefined || value.templateId !== undefined || value.fromName !== undefined, {
    error: "give at least one of subject, templateId, fromName",
  })
  .meta({
    description:
      "What this variant changes: the subject (template language allowed), the template or the sender's name",
  });

export const AbTestSchema = z
  .object(
    {
      variants: z
        .array(variant, { error: "must be an array of 2 to 4 variants" })
        .min(2, { error: "must hold 2 to 4 variants" })
        .max(4, { error: "must hold 2 to 4 variants" }),
      testPercent: z
        .number({ error: "must be a whole number from 5 to 50" })
        .int({ error: "must be a whole number from 5 to 50" })
        .min(5, { error: "must be a whole number from 5 to 50" })
        .max(50, { error: "must be a whole number from 5 to 50" })
        .meta({ description: "Share of the audience in the test group, split evenly between the variants" }),
      metric: z
        .enum(["open", "click"], { error: "must be open or click" })
        .meta({ description: "The human rate that decides the winner" }),
      waitHours: z
        .number({ error: "must be a whole number of hours from 1 to 720" })
        .int({ error: "must be a whole number of hours from 1 to 720" })
        .min(1, { error: "must be a whole number of hours from 1 to 720" })
        .max(720, { error: "must be a whole number of hours from 1 to 720" })
        .meta({ description: "How long after the test group was sent the winner is picked and sent to the rest" }),
    },
    { error: "must be an object { variants, testPercent, metric, waitHours }" },
  )
  .meta({ id: "AbTest" });

export type AbTest = z.infer<typeof AbTestSchema>;

export const AB_PHASES = ["TEST", "WAITING", "WINNER"] as const;
export type AbPhase = (typeof AB_PHASES)[number];

export const PickAbWinnerBodySchema = z
  .object(
    {
      variant: z
        .number({ error: "must be a variant index (0 = the first)" })
        .int({ error: "must be a variant index (0 = the first)" })
        .min(0, { error: "must be a variant index (0 = the first)" }),
    },
    { error: "must be a JSON object" },
  )
  .meta({ id: "PickAbWinnerBody" });

const rate = z.number().meta({ description: "Fraction 0..1 over delivered, human events only" });

export const AbReportSchema = z
  .object({
    metric: z.enum(["open", "click"]),
    testPercent: z.number().int(),
    waitHours: z.number().int(),
    phase: z.enum(AB_PHASES).nullable().meta({
      description: "TEST: the test group is being sent; WAITING: until testEndsAt; WINNER: the winner goes to the rest",
    }),
    testEndsAt: z.iso.datetime().nullable(),
    winner: z.number().int().nullable(),
    variants: z.array(
      z.object({
        variant: z.number().int(),
        subject: z.string().nullable(),
        templateId: z.string().nullable(),
        fromName: z.string().nullable(),
        sent: z.number().int().meta({ description: "Test-group emails sent (bounced ones included)" }),
        delivered: z.number().int(),
        uniqueOpens: z.number().int(),
        uniqueClicks: z.number().int(),
        openRate: rate,
        clickRate: rate,
      }),
    ),
    rest: z.object({
      sent: z.number().int().meta({ description: "Emails of the winner's send to the rest of the audience" }),
    }),
    significance: z
      .object({
        variants: z
          .tuple([z.number().int(), z.number().int()])
          .meta({ description: "The best variant and the runner-up on the metric" }),
        z: z.number(),
        pValue: z.number().meta({ description: "Two-sided p-value of a two-proportion z-test" }),
        significant: z.boolean().meta({ description: "pValue below 0.05" }),
      })
      .nullable(),
  })
  .meta({ id: "AbReport" });
