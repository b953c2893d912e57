import { defineOperation, putSynonymOf } from "./define-operation";
import {
  AutomationSchema,
  automationsQuery,
  CreateAutomationBodySchema,
  UpdateAutomationBodySchema,
  AutomationRunSchema,
  automationRunsQuery,
  AutomationTestResultSchema,
  TestAutomationBodySchema,
  AutomationEventResultSchema,
  AutomationEventBodySchema,
} from "@/lib/validation/automations";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";

export const listAutomationsOperation = defineOperation({
  method: "GET",
  path: "/automations",
  summary: "List automations",
  description: "The team's automations, newest first, with their nodes and edges.",
  tags: ["Automations"],
  permission: "automations:read",
  feature: "automation",
  query: automationsQuery,
  response: paginatedSchema(AutomationSchema),
});

export const createAutomationOperation = defineOperation({
  method: "POST",
  path: "/automations",
  summary: "Create an automation",
  description:
    "Creates an inactive automation with its graph. Each node has a client `id` (kept as the stored id when free: use a UUID), " +
    "a `type` and a `data` object validated against that type's schema (Automation*Data); edges join node ids with `sourceId`/`targetId`, " +
    "labelled `yes`/`no` when leaving a CONDITION. Unknown types, bad data or edges to missing nodes answer 400 with per-field details; " +
    "ids in `data` (templates, lists, SMTP configs, models) that are not the team's answer 422. The whole-graph rules are checked at " +
    "activation. The plan caps the number of automations (`automation`; 403 `PLAN_LIMIT_REACHED`).",
  tags: ["Automations"],
  permission: "automations:write",
  feature: "automation",
  body: CreateAutomationBodySchema,
  response: AutomationSchema,
  errors: [422],
});

export const getAutomationOperation = defineOperation({
  method: "GET",
  path: "/automations/{id}",
  summary: "Get an automation",
  description:
    "The automation with its graph, `runCounts` (runs per status) and `nodeCounts` (live runs waiting or running at each node id).",
  tags: ["Automations"],
  permission: "automations:read",
  feature: "automation",
  params: idParams,
  response: AutomationSchema,
  errors: [404],
});

export const updateAutomationOperation = defineOperation({
  method: "PATCH",
  path: "/automations/{id}",
  summary: "Update an automation",
  description:
    "Partial update. `nodes` and `edges` go together and replace the graph: nodes keep their ids, nodes left out are removed " +
    "(their live runs are cancelled). On an active automation the new graph must pass the activation checks (422 naming the nodes).",
  tags: ["Automations"],
  permission: "automations:write",
  feature: "automation",
  params: idParams,
  body: UpdateAutomationBodySchema,
  response: AutomationSchema,
  errors: [404, 422] as number[],
});

export const updateAutomationPutOperation = putSynonymOf(updateAutomationOperation);

export const deleteAutomationOperation = defineOperation({
  method: "DELETE",
  path: "/automations/{id}",
  summary: "Delete an automation",
  description: "Soft delete; its live runs are cancelled.",
  tags: ["Automations"],
  permission: "automations:delete",
  feature: "automation",
  params: idParams,
  response: AutomationSchema,
  errors: [404],
});

export const activateAutomationOperation = defineOperation({
  method: "POST",
  path: "/automations/{id}/activate",
  summary: "Activate an automation",
  description:
    "Checks the graph: exactly one TRIGGER, every node connected to it, no loop without a DELAY, every CONDITION with a `yes` and a `no` edge, EXIT without outgoing edges, one outgoing edge elsewhere. Problems answer 422 with `details` keyed by the id of each node at fault (`nodes` for the graph as a whole). Then triggers start runs, and runs parked by a deactivation go on.",
  tags: ["Automations"],
  permission: "automations:write",
  feature: "automation",
  params: idParams,
  successStatus: 200,
  response: AutomationSchema,
  errors: [404, 422],
});

export const deactivateAutomationOperation = defineOperation({
  method: "POST",
  path: "/automations/{id}/deactivate",
  summary: "Deactivate an automation",
  description:
    "Stops new entries. Live runs are parked: they keep their status and node (WAITING runs keep `nextRunAt`), and take no step until the automation is activated again.",
  tags: ["Automations"],
  permission: "automations:write",
  feature: "automation",
  params: idParams,
  successStatus: 200,
  response: AutomationSchema,
  errors: [404],
});

export const listAutomationRunsOperation = defineOperation({
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
});

export const testAutomationOperation = defineOperation({
  method: "POST",
  path: "/automations/{id}/test",
  summary: "Test an automation with a contact (dry run)",
  description:
    "Walks the flow for one contact as the engine would and answers each step's decision: entry (or why the contact would be " +
    "refused: status, suppression, a live run, the re-entry rule), condition results and why, when delays end, which email would " +
    "be sent, contact updates (applied in memory, so later steps see them), the goal when met, and the WAIT_FOR_EVENT where the " +
    "walk stops. Nothing is sent, written or queued; drafts can be tested. 404 for an unknown automation or contact, 422 when the " +
    "flow has no trigger.",
  tags: ["Automations"],
  permission: "automations:read",
  feature: "automation",
  params: idParams,
  body: TestAutomationBodySchema,
  successStatus: 200,
  response: AutomationTestResultSchema,
  errors: [404, 422],
});

export const sendAutomationEventOperation = defineOperation({
  method: "POST",
  path: "/automations/events",
  summary: "Send a custom automation event",
  description:
    "Records a named event for a contact (`contactId`, or every contact of the team with `email`): contacts enter the active " +
    "automations whose trigger is `custom_event` with this `name` (at most one live run per contact and automation). `data` is " +
    "kept in the run's context and available to its templates. 404 when no such contact.",
  tags: ["Automations"],
  permission: "automations:write",
  feature: "automation",
  body: AutomationEventBodySchema,
  successStatus: 202,
  response: AutomationEventResultSchema,
  errors: [404],
});
