import { resourceOperations } from "./resource-operations";
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

const automationsOperations = resourceOperations({
  path: "/automations",
  tags: ["Automations"],
  permissions: "automations",
  feature: "automation",
  item: AutomationSchema,
  one: "an automation",
  many: "automations",
});

export const listAutomationsOperation = automationsOperations.list({
  description: "The team's automations, newest first, with their nodes and edges.",
  query: automationsQuery,
});

export const createAutomationOperation = automationsOperations.create({
  description:
    "Creates an inactive automation with its graph. Each node has a client `id` (kept as the stored id when free: use a UUID), " +
    "a `type` and a `data` object validated against that type's schema (Automation*Data); edges join node ids with `sourceId`/`targetId`, " +
    "labelled `yes`/`no` when leaving a CONDITION. Unknown types, bad data or edges to missing nodes answer 400 with per-field details; " +
    "ids in `data` (templates, lists, SMTP configs, models) that are not the team's answer 422. The whole-graph rules are checked at " +
    "activation. The plan caps the number of automations (`automation`; 403 `PLAN_LIMIT_REACHED`).",
  body: CreateAutomationBodySchema,
  errors: [422],
});

export const getAutomationOperation = automationsOperations.get({
  description:
    "The automation with its graph, `runCounts` (runs per status) and `nodeCounts` (live runs waiting or running at each node id).",
});

export const updateAutomationOperation = automationsOperations.update({
  description:
    "Partial update. `nodes` and `edges` go together and replace the graph: nodes keep their ids, nodes left out are removed " +
    "(their live runs are cancelled). On an active automation the new graph must pass the activation checks (422 naming the nodes).",
  body: UpdateAutomationBodySchema,
  errors: [422],
});

export const updateAutomationPutOperation = putSynonymOf(updateAutomationOperation);

export const deleteAutomationOperation = automationsOperations.delete({
  description: "Soft delete; its live runs are cancelled.",
});

export const activateAutomationOperation = automationsOperations.action("POST", "activate", "write", {
  summary: "Activate an automation",
  description:
    "Checks the graph: exactly one TRIGGER, every node connected to it, no loop without a DELAY, every CONDITION with a `yes` and a `no` edge, EXIT without outgoing edges, one outgoing edge elsewhere. Problems answer 422 with `details` keyed by the id of each node at fault (`nodes` for the graph as a whole). Then triggers start runs, and runs parked by a deactivation go on.",
  successStatus: 200,
  errors: [422],
});

export const deactivateAutomationOperation = automationsOperations.action("POST", "deactivate", "write", {
  summary: "Deactivate an automation",
  description:
    "Stops new entries. Live runs are parked: they keep their status and node (WAITING runs keep `nextRunAt`), and take no step until the automation is activated again.",
  successStatus: 200,
});

export const listAutomationRunsOperation = automationsOperations.action("GET", "runs", "read", {
  summary: "List an automation's runs",
  description:
    "One run per contact entry, newest first: status, current node, `nextRunAt` while WAITING, and the history of steps taken.",
  query: automationRunsQuery,
  response: paginatedSchema(AutomationRunSchema),
});

export const testAutomationOperation = automationsOperations.action("POST", "test", "read", {
  summary: "Test an automation with a contact (dry run)",
  description:
    "Walks the flow for one contact as the engine would and answers each step's decision: entry (or why the contact would be " +
    "refused: status, suppression, a live run, the re-entry rule), condition results and why, when delays end, which email would " +
    "be sent, contact updates (applied in memory, so later steps see them), the goal when met, and the WAIT_FOR_EVENT where the " +
    "walk stops. Nothing is sent, written or queued; drafts can be tested. 404 for an unknown automation or contact, 422 when the " +
    "flow has no trigger.",
  body: TestAutomationBodySchema,
  successStatus: 200,
  response: AutomationTestResultSchema,
  errors: [422],
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
