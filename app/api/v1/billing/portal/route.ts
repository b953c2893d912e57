import { withApi, methodsNotAllowed } from "@/lib/api";
import { createPortalSession } from "@/lib/services/billing";
import { openBillingPortalOperation } from "@/lib/api/operations/billing";

export const POST = withApi(
  ({ principal }) => createPortalSession({ teamId: principal.teamId }),
  openBillingPortalOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
