import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteAutomation, getAutomation, updateAutomation } from "@/lib/services/automations";
import {
  getAutomationOperation,
  updateAutomationOperation,
  updateAutomationPutOperation,
  deleteAutomationOperation,
} from "@/lib/api/operations/automations";

export const GET = serviceRoute(getAutomation, getAutomationOperation);

export const PATCH = serviceRoute(updateAutomation, updateAutomationOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateAutomation, updateAutomationPutOperation);

export const DELETE = serviceRoute(deleteAutomation, deleteAutomationOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
