import { withApi } from "@/lib/api/with-api";
import { previewSegment } from "@/lib/services/segments/preview-segment";
import { previewQuery, SegmentDefinitionBodySchema, SegmentPreviewSchema } from "@/lib/validation/segments";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, body, query }) => previewSegment({ ...body, ...query, teamId: principal.teamId }),
  {
    method: "POST",
    path: "/segments/preview",
    summary: "Preview unsaved segment rules",
    description:
      "Counts the contacts that `{ listId?, match, rules }` would hold and shows the newest `limit` of them, without saving anything.",
    tags: ["Segments"],
    feature: "segmentation",
    permission: "lists:read",
    query: previewQuery,
    body: SegmentDefinitionBodySchema,
    response: SegmentPreviewSchema,
    successStatus: 200,
    errors: [404],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
