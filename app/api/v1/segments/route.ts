import { withApi, methodsNotAllowed } from "@/lib/api";
import { createSegment, listSegments } from "@/lib/services/segments";
import { listSegmentsOperation, createSegmentOperation } from "@/lib/api/operations/segments";

export const GET = withApi(
  ({ principal, query }) => listSegments({ ...query, teamId: principal.teamId }),
  listSegmentsOperation,
);

export const POST = withApi(
  ({ principal, body }) => createSegment({ ...body, teamId: principal.teamId }),
  createSegmentOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
