import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { listAutomationRuns } from "@/lib/services/automations/list-automation-runs";
import { AutomationRunSchema, automationRunsQuery } from "@/lib/validation/automations";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params, query }) => listAutomationRuns({ ...query, teamId: principal.teamId, id: params.id }),
  {
    method: "GET",
    path: "/automations/{id}/runs",
    summary: "List an automation's runs",
    description:
      "One run per contact entry, newest first: status, current node, `nextRunAt` while WAITING, and the history of steps taken.",
    tags: ["Automations"],
    permission: "automations:read",
    feature: "automation",
    params: idParams,
    query: automationRunsQuery,
    response: paginatedSchema(AutomationRunSchema),
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
