import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { resendInvite } from "@/lib/services/invites";
import { resendInviteOperation } from "@/lib/api/operations/invites";

export const POST = serviceRoute(resendInvite, resendInviteOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
