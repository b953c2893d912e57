import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteAutomation } from "@/lib/services/automations/delete-automation";
import { getAutomation } from "@/lib/services/automations/get-automation";
import { updateAutomation } from "@/lib/services/automations/update-automation";
import { AutomationSchema, UpdateAutomationBodySchema, type UpdateAutomationBody } from "@/lib/validation/automations";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = {
  path: "/automations/{id}",
  tags: ["Automations"],
  params: idParams,
  response: AutomationSchema,
  feature: "automation" as const,
  errors: [404],
};

export const GET = withApi(({ principal, params }) => getAutomation({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get an automation",
  description:
    "The automation with its graph, `runCounts` (runs per status) and `nodeCounts` (live runs waiting or running at each node id).",
  permission: "automations:read",
});

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateAutomationBody, undefined, { id: string }, "required">) =>
  updateAutomation({ ...body, teamId: principal.teamId, id: params.id });
const updateSpec = {
  ...docs,
  summary: "Update an automation",
  description:
    "Partial update. `nodes` and `edges` go together and replace the graph: nodes keep their ids, nodes left out are removed " +
    "(their live runs are cancelled). On an active automation the new graph must pass the activation checks (422 naming the nodes).",
  permission: "automations:write",
  body: UpdateAutomationBodySchema,
  errors: [404, 422] as number[],
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update an automation (same as PATCH)" });

export const DELETE = withApi(
  ({ principal, params }) => deleteAutomation({ teamId: principal.teamId, id: params.id }),
  {
    ...docs,
    method: "DELETE",
    summary: "Delete an automation",
    description: "Soft delete; its live runs are cancelled.",
    permission: "automations:delete",
  },
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
