// The team's usage against its plan.
export { getTeamUsage } from "./get-team-usage";
