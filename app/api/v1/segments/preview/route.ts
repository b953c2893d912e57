import { withApi } from "@/lib/api/with-api";
import { previewSegment } from "@/lib/services/segments/preview-segment";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { previewSegmentOperation } from "@/lib/api/operations/segments";

export const POST = withApi(
  ({ principal, body, query }) => previewSegment({ ...body, ...query, teamId: principal.teamId }),
  previewSegmentOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
