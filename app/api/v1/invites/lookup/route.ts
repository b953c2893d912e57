import { withApi } from "@/lib/api/with-api";
import { lookupInvite } from "@/lib/services/invites/lookup-invite";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { lookUpInviteOperation } from "@/lib/api/operations/invites";

export const GET = withApi(({ query }) => lookupInvite({ code: query.code }), lookUpInviteOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
