import { z } from "zod";
import { bodyObject } from "./common";

// Pre-send checks (docs/contract.md section 22): POST /campaigns/{id}/check and /templates/{id}/check.

const CHECK_IDS = [
  "spam_score",
  "links",
  "variables",
  "size",
  "plain_text",
  "images",
  "authentication",
  "unsubscribe",
] as const;

const CheckStatusSchema = z.enum(["pass", "warn", "fail"]);

export const CheckTemplateBodySchema = bodyObject({
  subject: z
    .string({ error: "must be a string" })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(998, { error: "must be at most 998 characters" })
    .optional()
    .meta({ description: "Check with this subject instead of the template's" }),
}).meta({ id: "CheckTemplateBody" });

export type CheckTemplateBody = z.infer<typeof CheckTemplateBodySchema>;

export const PreSendCheckSchema = z
  .object({
    status: CheckStatusSchema.meta({ description: "The worst status of the checks" }),
    checks: z.array(
      z.object({
        id: z.enum(CHECK_IDS),
        status: CheckStatusSchema,
        message: z.string(),
        details: z
          .record(z.string(), z.unknown())
          .optional()
          .meta({
            description:
              "spam_score: `{ score, rules: [{ name, score, description }] }`; links: `{ checked, total, broken: [{ url, status, error }] }`; " +
              "variables: `{ variables: [{ name, recipients, unknown }], recipients }`",
          }),
      }),
    ),
  })
  .meta({ id: "PreSendCheck" });
