import { TeamRateLimitsSchema, UpdateRateLimitsBody } from "@/lib/validation/rate-limits";
import { defineOperation } from "./define-operation";

const GROUPS =
  "Groups: `login, register, password_reset, token_refresh, analytics, email_sending, file_upload, tracking, default`.";

export const getRateLimitsOperation = defineOperation({
  method: "GET",
  path: "/settings/rate-limits",
  summary: "Team rate limits",
  description:
    "Each group's limit in force for requests made with the team's credentials (its users' tokens and its API " +
    "keys), its window, default, the plan's cap (`rate_limit_multiplier` times the default; Free 1, Pro 2, " +
    "Enterprise 10) and its `source`: `default`, `team` (the team's own limit) or `plan` (the team's limit cut to " +
    "the plan's cap after a downgrade). Operators' per-IP and per-user limits (`RATE_LIMIT_OVERRIDES`) win over " +
    `these and are not listed. Responses show the limit in force in \`X-RateLimit-Limit\`. ${GROUPS}`,
  tags: ["Settings"],
  permission: "settings:read",
  response: TeamRateLimitsSchema,
});

export const updateRateLimitsOperation = defineOperation({
  method: "PUT",
  path: "/settings/rate-limits",
  summary: "Set the team's rate limits",
  description:
    "Replaces the team's own limits: each of `overrides` raises or lowers one group, a group left out goes back to " +
    "its default. Takes effect at once in this process and within 30 seconds in others. An unknown group, a group " +
    "given twice or a limit below 1 -> 400 with the field in `details`; a limit above the plan's cap -> 403 " +
    `\`PLAN_LIMIT_REACHED\` with \`details { feature, group, limit, used }\`, and nothing changes. Audited as ` +
    `\`rate_limits.updated\`. ${GROUPS}`,
  tags: ["Settings"],
  permission: "settings:write",
  body: UpdateRateLimitsBody,
  response: TeamRateLimitsSchema,
  errors: [403],
});
