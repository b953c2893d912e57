import { withApi } from "@/lib/api/with-api";
import { setAutomationActive } from "@/lib/services/automations/set-automation-active";
import { AutomationSchema } from "@/lib/validation/automations";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params }) => setAutomationActive({ teamId: principal.teamId, id: params.id, isActive: true }),
  {
    method: "POST",
    path: "/automations/{id}/activate",
    summary: "Activate an automation",
    description:
      "Checks the graph: exactly one TRIGGER, every node connected to it, no loop without a DELAY, every CONDITION with a `yes` and a `no` edge, EXIT without outgoing edges, one outgoing edge elsewhere. Problems answer 422 with `details` keyed by the id of each node at fault (`nodes` for the graph as a whole). Then triggers start runs, and runs parked by a deactivation go on.",
    tags: ["Automations"],
    permission: "automations:write",
    feature: "automation",
    params: idParams,
    response: AutomationSchema,
    successStatus: 200,
    errors: [404, 422],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
