import { withApi, methodsNotAllowed } from "@/lib/api";
import { recordAutomationEvent } from "@/lib/services/automations";
import { sendAutomationEventOperation } from "@/lib/api/operations/automations";

export const POST = withApi(
  ({ principal, body }) => recordAutomationEvent({ ...body, teamId: principal.teamId }),
  sendAutomationEventOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
