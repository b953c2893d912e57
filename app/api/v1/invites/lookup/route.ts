import { withApi, methodsNotAllowed } from "@/lib/api";
import { lookupInvite } from "@/lib/services/invites";
import { lookUpInviteOperation } from "@/lib/api/operations/invites";

export const GET = withApi(({ query }) => lookupInvite({ code: query.code }), lookUpInviteOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
