import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteModel, getModel, updateModel } from "@/lib/services/models";
import {
  getAiModelOperation,
  updateAiModelOperation,
  updateAiModelPutOperation,
  deleteAiModelOperation,
} from "@/lib/api/operations/models";

export const GET = serviceRoute(getModel, getAiModelOperation);

export const PATCH = serviceRoute(updateModel, updateAiModelOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateModel, updateAiModelPutOperation);

export const DELETE = serviceRoute(deleteModel, deleteAiModelOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
