// Custom rate limits: a team's own limit per group, within its plan's multiplier (docs/contract.md section 25).
export { getTeamRateLimits } from "./get-team-rate-limits";
export { updateTeamRateLimits } from "./update-team-rate-limits";
