import { z } from "zod";
import { contactFieldPath, requiredText, text } from "./automation-nodes";

// Flow-level settings of an automation (issue 21): its goal and who may enter again. A goal met
// ends the contact's live runs at once (status GOAL_REACHED); the re-entry rule is checked each time
// a trigger would start a run (lib/services/automations/engine/insert-run.ts).

export const GOAL_KINDS = ["tag_added", "custom_event", "field_equals"] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const AutomationGoalSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("tag_added"),
        tag: requiredText(100).meta({ description: "The contact has (or gets) this tag", example: "customer" }),
      }),
      z.object({
        kind: z.literal("custom_event"),
        name: requiredText(100).meta({
          description: "An event of this name arrives at POST /automations/events",
          example: "purchase",
        }),
      }),
      z.object({
        kind: z.literal("field_equals"),
        field: contactFieldPath,
        value: text(500).meta({
          description: "Compared case-insensitively with the contact's field",
          example: "customer",
        }),
      }),
    ],
    { error: `must be one of ${GOAL_KINDS.join(", ")}` },
  )
  .meta({
    id: "AutomationGoal",
    description: "Ends a contact's live runs (waiting ones included) as soon as it is met: status GOAL_REACHED",
  });
export type AutomationGoal = z.output<typeof AutomationGoalSchema>;

export const REENTRY_RULES = ["always", "never", "after_days"] as const;
export type ReentryRule = (typeof REENTRY_RULES)[number];

export const reentrySchema = z.enum(REENTRY_RULES, { error: `must be one of ${REENTRY_RULES.join(", ")}` }).meta({
  description:
    "Who may enter again: `always` (once the last run has ended), `never` (once per contact), `after_days` (`reentryDays` after the last entry)",
});

export const reentryDaysSchema = z
  .number({ error: "must be an integer from 1 to 3650" })
  .int({ error: "must be an integer from 1 to 3650" })
  .min(1, { error: "must be an integer from 1 to 3650" })
  .max(3650, { error: "must be an integer from 1 to 3650" })
  .meta({
    description: "Days after a contact's last entry before it may enter again (reentry `after_days`)",
    example: 30,
  });

/** `after_days` needs its days; the other rules take none. */
export function checkReentry(body: { reentry?: ReentryRule; reentryDays?: number | null }, context: z.RefinementCtx) {
  if (body.reentry === "after_days" && (body.reentryDays === undefined || body.reentryDays === null)) {
    context.addIssue({ code: "custom", path: ["reentryDays"], message: "is required when reentry is after_days" });
  }
}

export const TestAutomationBodySchema = z
  .object(
    { contactId: requiredText(100).meta({ description: "The contact to walk the flow with" }) },
    { error: "must be a JSON object" },
  )
  .meta({ id: "TestAutomationBody" });

const AutomationTestStepSchema = z
  .object({
    nodeId: z.string(),
    type: z.string(),
    decision: z
      .string()
      .meta({ description: "What the step would do: enter, wait, yes, no, send, update, call, stop..." }),
    detail: z.string().meta({ description: "Why, in words" }),
    label: z.enum(["yes", "no"]).nullable().meta({ description: "The edge followed out of a CONDITION" }),
    preview: z
      .object({
        source: z
          .enum(["model", "fallback"])
          .meta({ description: "model: the model wrote it; fallback: the template" }),
        model: z.string().nullable().meta({ description: "The model's name (null without one)" }),
        reason: z.string().nullable().meta({ description: "Why the fallback template would be sent" }),
        subject: z.string(),
        text: z.string().meta({ description: "The body as plain text" }),
      })
      .optional()
      .meta({
        description:
          "EMAIL_WRITER steps: what the step would send to this contact. The model is asked for real (its tokens count), " +
          "nothing is sent",
      }),
  })
  .meta({ id: "AutomationTestStep" });

export const AutomationTestResultSchema = z
  .object({
    contactId: z.string(),
    steps: z.array(AutomationTestStepSchema),
    outcome: z.enum(["completed", "waits", "goal_reached", "refused", "loop", "invalid"]).meta({
      description:
        "How the walk ended: the end of the flow, a WAIT_FOR_EVENT, the goal met, entry refused, a loop, a node with invalid data",
    }),
  })
  .meta({ id: "AutomationTestResult", description: "A dry run: nothing was sent, written or queued" });
