import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { recordAutomationEvent } from "@/lib/services/automations";
import { sendAutomationEventOperation } from "@/lib/api/operations/automations";

export const POST = serviceRoute(recordAutomationEvent, sendAutomationEventOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
