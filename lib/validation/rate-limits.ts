import { z } from "zod";

// Custom rate limits (docs/contract.md section 25): the groups by their API names, a team's limits
// as GET /settings/rate-limits answers them, the PUT body, and the operators' RATE_LIMIT_OVERRIDES.

export const RATE_LIMIT_GROUPS = [
  "login",
  "register",
  "password_reset",
  "token_refresh",
  "analytics",
  "email_sending",
  "file_upload",
  "tracking",
  "default",
] as const;

export type RateLimitGroupName = (typeof RATE_LIMIT_GROUPS)[number];

const RATE_LIMIT_SOURCES = ["default", "plan", "team"] as const;

const GroupSchema = z.enum(RATE_LIMIT_GROUPS, {
  error: `must be one of ${RATE_LIMIT_GROUPS.join(", ")}`,
});
const LimitSchema = z
  .number({ error: "must be a whole number of requests" })
  .int({ error: "must be a whole number of requests" })
  .min(1, { error: "must be at least 1" })
  .max(1_000_000, { error: "must be at most 1000000" });

const TeamRateLimitSchema = z
  .object({
    group: GroupSchema,
    limit: z.number().int().describe("Requests allowed per window for the team's users and API keys"),
    windowSeconds: z.number().int(),
    defaultLimit: z.number().int().describe("The group's limit without a custom one"),
    maxLimit: z
      .number()
      .int()
      .nullable()
      .describe("The highest limit the plan allows (its rate_limit_multiplier times the default); null: no cap"),
    source: z
      .enum(RATE_LIMIT_SOURCES)
      .describe(
        "default: the group's default; team: the team's own limit; plan: the team's limit cut to the plan's cap",
      ),
  })
  .meta({ id: "TeamRateLimit" });

export const TeamRateLimitsSchema = z
  .object({ data: z.array(TeamRateLimitSchema), multiplier: z.number().nullable() })
  .meta({ id: "TeamRateLimits" });

const RateLimitOverrideSchema = z.strictObject({ group: GroupSchema, limit: LimitSchema });

export const UpdateRateLimitsBody = z
  .strictObject({
    overrides: z
      .array(RateLimitOverrideSchema)
      .max(RATE_LIMIT_GROUPS.length)
      .describe("The team's limits; a group left out goes back to its default"),
  })
  .superRefine(({ overrides }, context) => {
    const seen = new Set<string>();
    overrides.forEach(({ group }, index) => {
      if (seen.has(group))
        context.addIssue({ code: "custom", path: ["overrides", index, "group"], message: "is given twice" });
      seen.add(group);
    });
  })
  .meta({ id: "UpdateRateLimitsBody" });

export type TeamRateLimit = z.infer<typeof TeamRateLimitSchema>;
export type TeamRateLimits = z.infer<typeof TeamRateLimitsSchema>;
export type UpdateRateLimitsInput = z.infer<typeof UpdateRateLimitsBody>;

/** One entry of RATE_LIMIT_OVERRIDES: a limit for one IP address or one user. */
export const OperatorOverrideSchema = z.union([
  z.strictObject({ ip: z.string().min(1), group: GroupSchema, limit: LimitSchema }),
  z.strictObject({ userId: z.string().min(1), group: GroupSchema, limit: LimitSchema }),
]);
