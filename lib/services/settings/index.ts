// Team settings and the team's locale.
export { getTeamSettings } from "./get-team-settings";
export { teamLocale } from "./team-locale";
export { updateTeamSettings } from "./update-team-settings";
