import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listTeamMembers } from "@/lib/services/teams";
import { listTeamMembersOperation } from "@/lib/api/operations/teams";

export const GET = serviceRoute(listTeamMembers, listTeamMembersOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
