import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createAutomation } from "@/lib/services/automations/create-automation";
import { listAutomations } from "@/lib/services/automations/list-automations";
import { AutomationSchema, automationsQuery, CreateAutomationBodySchema } from "@/lib/validation/automations";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listAutomations({ ...query, teamId: principal.teamId }), {
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

export const POST = withApi(({ principal, body }) => createAutomation({ ...body, teamId: principal.teamId }), {
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

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
