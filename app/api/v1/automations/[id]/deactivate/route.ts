import { withApi, methodsNotAllowed } from "@/lib/api";
import { setAutomationActive } from "@/lib/services/automations";
import { deactivateAutomationOperation } from "@/lib/api/operations/automations";

export const POST = withApi(
  ({ principal, params }) => setAutomationActive({ teamId: principal.teamId, id: params.id, isActive: false }),
  deactivateAutomationOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
