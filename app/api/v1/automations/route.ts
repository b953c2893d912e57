import { withApi, methodsNotAllowed } from "@/lib/api";
import { createAutomation, listAutomations } from "@/lib/services/automations";
import { listAutomationsOperation, createAutomationOperation } from "@/lib/api/operations/automations";

export const GET = withApi(
  ({ principal, query }) => listAutomations({ ...query, teamId: principal.teamId }),
  listAutomationsOperation,
);

export const POST = withApi(
  ({ principal, body }) => createAutomation({ ...body, teamId: principal.teamId }),
  createAutomationOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
