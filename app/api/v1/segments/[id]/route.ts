import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteSegment } from "@/lib/services/segments/delete-segment";
import { getSegment } from "@/lib/services/segments/get-segment";
import { updateSegment } from "@/lib/services/segments/update-segment";
import { idParams } from "@/lib/validation/common";
import { SegmentSchema, UpdateSegmentBodySchema, type UpdateSegmentBody } from "@/lib/validation/segments";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = {
  path: "/segments/{id}",
  tags: ["Segments"],
  feature: "segmentation" as const,
  params: idParams,
  response: SegmentSchema,
  errors: [404],
};

export const GET = withApi(({ principal, params }) => getSegment({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a segment",
  description: "The segment's name, list and rules.",
  permission: "lists:read",
});

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateSegmentBody, undefined, { id: string }, "required">) =>
  updateSegment({ ...body, teamId: principal.teamId, id: params.id });
const updateSpec = {
  ...docs,
  summary: "Update a segment",
  description: "Changes the given fields only; `match` alone keeps the rules and `rules` alone keeps the match.",
  permission: "lists:write",
  body: UpdateSegmentBodySchema,
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update a segment (same as PATCH)" });

export const DELETE = withApi(({ principal, params }) => deleteSegment({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "DELETE",
  summary: "Delete a segment",
  description: "Soft-deletes the segment (its contacts stay). A campaign that names it can no longer be sent (422).",
  permission: "lists:delete",
});

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
