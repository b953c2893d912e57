import { withApi } from "@/lib/api/with-api";
import { countSegmentContacts } from "@/lib/services/segments/count-segment-contacts";
import { idParams } from "@/lib/validation/common";
import { SegmentCountSchema } from "@/lib/validation/segments";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params }) => countSegmentContacts({ teamId: principal.teamId, id: params.id }),
  {
    method: "GET",
    path: "/segments/{id}/count",
    summary: "Count a segment's contacts",
    description: "How many live contacts match the segment's rules now (any status the rules allow).",
    tags: ["Segments"],
    feature: "segmentation",
    permission: "lists:read",
    params: idParams,
    response: SegmentCountSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
