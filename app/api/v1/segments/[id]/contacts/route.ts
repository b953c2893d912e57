import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { listSegmentContacts } from "@/lib/services/segments/list-segment-contacts";
import { idParams } from "@/lib/validation/common";
import { ContactSchema } from "@/lib/validation/contacts";
import { segmentContactsQuery } from "@/lib/validation/segments";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params, query }) => listSegmentContacts({ ...query, teamId: principal.teamId, id: params.id }),
  {
    method: "GET",
    path: "/segments/{id}/contacts",
    summary: "List a segment's contacts",
    description: "The live contacts matching the segment's rules now, newest first.",
    tags: ["Segments"],
    feature: "segmentation",
    permission: "contacts:read",
    params: idParams,
    query: segmentContactsQuery,
    response: paginatedSchema(ContactSchema),
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
