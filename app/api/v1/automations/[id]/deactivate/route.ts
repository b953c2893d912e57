import { withApi } from "@/lib/api/with-api";
import { setAutomationActive } from "@/lib/services/automations/set-automation-active";
import { AutomationSchema } from "@/lib/validation/automations";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params }) => setAutomationActive({ teamId: principal.teamId, id: params.id, isActive: false }),
  {
    method: "POST",
    path: "/automations/{id}/deactivate",
    summary: "Deactivate an automation",
    description:
      "Stops new entries. Live runs are parked: they keep their status and node (WAITING runs keep `nextRunAt`), and take no step until the automation is activated again.",
    tags: ["Automations"],
    permission: "automations:write",
    feature: "automation",
    params: idParams,
    response: AutomationSchema,
    successStatus: 200,
    errors: [404],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
