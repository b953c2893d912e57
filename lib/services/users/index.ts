// Users of the team.
export { listUsers } from "./list-users";
