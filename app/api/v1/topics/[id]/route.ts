import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteTopic, getTopic, updateTopic } from "@/lib/services/topics";
import type { UpdateTopicBody } from "@/lib/validation/topics";
import {
  deleteTopicOperation,
  getTopicOperation,
  updateTopicOperation,
  updateTopicPutOperation,
} from "@/lib/api/operations/topics";

export const GET = withApi(
  ({ principal, params }) => getTopic({ teamId: principal.teamId, id: params.id }),
  getTopicOperation,
);

const update = ({ principal, params, body }: HandlerContext<UpdateTopicBody, undefined, { id: string }, "required">) =>
  updateTopic({ ...body, teamId: principal.teamId, id: params.id });

export const PATCH = withApi(update, updateTopicOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateTopicPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteTopic({ teamId: principal.teamId, id: params.id }),
  deleteTopicOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
