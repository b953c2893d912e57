import { withApi } from "@/lib/api/with-api";
import { verifyDomain } from "@/lib/services/domains/verify-domain";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { verifySendingDomainOperation } from "@/lib/api/operations/domains";

export const POST = withApi(
  ({ principal, params }) => verifyDomain({ teamId: principal.teamId, id: params.id }),
  verifySendingDomainOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
