import { withApi, methodsNotAllowed } from "@/lib/api";
import { testAutomationWithContact } from "@/lib/services/automations";
import { testAutomationOperation } from "@/lib/api/operations/automations";

export const POST = withApi(
  ({ principal, params, body }) =>
    testAutomationWithContact({ teamId: principal.teamId, id: params.id, contactId: body.contactId }),
  testAutomationOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
