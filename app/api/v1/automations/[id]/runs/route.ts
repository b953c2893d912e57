import { withApi, methodsNotAllowed } from "@/lib/api";
import { listAutomationRuns } from "@/lib/services/automations";
import { listAutomationRunsOperation } from "@/lib/api/operations/automations";

export const GET = withApi(
  ({ principal, params, query }) => listAutomationRuns({ ...query, teamId: principal.teamId, id: params.id }),
  listAutomationRunsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
