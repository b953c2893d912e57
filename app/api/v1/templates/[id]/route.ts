import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteTemplate, getTemplate, updateTemplate } from "@/lib/services/templates";
import type { UpdateTemplateBody } from "@/lib/validation/templates";
import {
  getTemplateOperation,
  updateTemplateOperation,
  updateTemplatePutOperation,
  deleteTemplateOperation,
} from "@/lib/api/operations/templates";

export const GET = withApi(
  ({ principal, params }) => getTemplate({ teamId: principal.teamId, id: params.id }),
  getTemplateOperation,
);

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateTemplateBody, undefined, { id: string }, "required">) =>
  updateTemplate({
    ...body,
    teamId: principal.teamId,
    id: params.id,
    userId: principal.kind === "user" ? principal.userId : null,
  });

export const PATCH = withApi(update, updateTemplateOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateTemplatePutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteTemplate({ teamId: principal.teamId, id: params.id }),
  deleteTemplateOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
