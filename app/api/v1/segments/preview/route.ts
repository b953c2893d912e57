import { withApi, methodsNotAllowed } from "@/lib/api";
import { previewSegment } from "@/lib/services/segments";
import { previewSegmentOperation } from "@/lib/api/operations/segments";

export const POST = withApi(
  ({ principal, body, query }) => previewSegment({ ...body, ...query, teamId: principal.teamId }),
  previewSegmentOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
