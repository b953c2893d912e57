import { withApi, methodsNotAllowed } from "@/lib/api";
import { verifyDomain } from "@/lib/services/domains";
import { verifySendingDomainOperation } from "@/lib/api/operations/domains";

export const POST = withApi(
  ({ principal, params }) => verifyDomain({ teamId: principal.teamId, id: params.id }),
  verifySendingDomainOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
