import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteTemplate, getTemplate, updateTemplate } from "@/lib/services/templates";
import type { Principal } from "@/lib/auth";
import {
  getTemplateOperation,
  updateTemplateOperation,
  updateTemplatePutOperation,
  deleteTemplateOperation,
} from "@/lib/api/operations/templates";

export const GET = serviceRoute(getTemplate, getTemplateOperation);

const author = ({ principal }: { principal: Principal }) => ({
  userId: principal.kind === "user" ? principal.userId : null,
});

export const PATCH = serviceRoute(updateTemplate, updateTemplateOperation, author);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateTemplate, updateTemplatePutOperation, author);

export const DELETE = serviceRoute(deleteTemplate, deleteTemplateOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
