import { withApi } from "@/lib/api/with-api";
import { recordAutomationEvent } from "@/lib/services/automations/record-automation-event";
import { AutomationEventBodySchema, AutomationEventResultSchema } from "@/lib/validation/automations";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, body }) => recordAutomationEvent({ ...body, teamId: principal.teamId }), {
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
  response: AutomationEventResultSchema,
  successStatus: 202,
  errors: [404],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
