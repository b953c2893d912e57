import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createAutomation, listAutomations } from "@/lib/services/automations";
import { listAutomationsOperation, createAutomationOperation } from "@/lib/api/operations/automations";

export const GET = serviceRoute(listAutomations, listAutomationsOperation);

export const POST = serviceRoute(createAutomation, createAutomationOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
