import { withApi, methodsNotAllowed } from "@/lib/api";
import { setAutomationActive } from "@/lib/services/automations";
import { activateAutomationOperation } from "@/lib/api/operations/automations";

export const POST = withApi(
  ({ principal, params }) => setAutomationActive({ teamId: principal.teamId, id: params.id, isActive: true }),
  activateAutomationOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
