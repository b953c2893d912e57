// The current team and its members.
export { changeMemberRole } from "./change-member-role";
export { getCurrentTeam } from "./get-current-team";
export { listTeamMembers } from "./list-team-members";
export { removeTeamMember } from "./remove-team-member";
export { updateTeam } from "./update-team";
