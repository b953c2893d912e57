import { withApi } from "@/lib/api/with-api";
import { testAutomationWithContact } from "@/lib/services/automations/dry-run/test-automation-with-contact";
import { AutomationTestResultSchema, TestAutomationBodySchema } from "@/lib/validation/automations";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params, body }) =>
    testAutomationWithContact({ teamId: principal.teamId, id: params.id, contactId: body.contactId }),
  {
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
    response: AutomationTestResultSchema,
    successStatus: 200,
    errors: [404, 422],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
