import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createSegment, listSegments } from "@/lib/services/segments";
import { listSegmentsOperation, createSegmentOperation } from "@/lib/api/operations/segments";

export const GET = serviceRoute(listSegments, listSegmentsOperation);

export const POST = serviceRoute(createSegment, createSegmentOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
