import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listAutomationRuns } from "@/lib/services/automations";
import { listAutomationRunsOperation } from "@/lib/api/operations/automations";

export const GET = serviceRoute(listAutomationRuns, listAutomationRunsOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
