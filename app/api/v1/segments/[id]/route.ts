import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteSegment, getSegment, updateSegment } from "@/lib/services/segments";
import type { UpdateSegmentBody } from "@/lib/validation/segments";
import {
  getSegmentOperation,
  updateSegmentOperation,
  updateSegmentPutOperation,
  deleteSegmentOperation,
} from "@/lib/api/operations/segments";

export const GET = withApi(
  ({ principal, params }) => getSegment({ teamId: principal.teamId, id: params.id }),
  getSegmentOperation,
);

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateSegmentBody, undefined, { id: string }, "required">) =>
  updateSegment({ ...body, teamId: principal.teamId, id: params.id });

export const PATCH = withApi(update, updateSegmentOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateSegmentPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteSegment({ teamId: principal.teamId, id: params.id }),
  deleteSegmentOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
