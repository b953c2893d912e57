import { withApi, methodsNotAllowed } from "@/lib/api";
import { listContactConsent } from "@/lib/services/consent";
import { listContactConsentOperation } from "@/lib/api/operations/consent";

export const GET = withApi(
  ({ principal, params }) => listContactConsent({ teamId: principal.teamId, id: params.id }),
  listContactConsentOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
