import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createSegment } from "@/lib/services/segments/create-segment";
import { listSegments } from "@/lib/services/segments/list-segments";
import { CreateSegmentBodySchema, SegmentSchema, segmentsQuery } from "@/lib/validation/segments";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const common = { path: "/segments", tags: ["Segments"], feature: "segmentation" as const };

export const GET = withApi(({ principal, query }) => listSegments({ ...query, teamId: principal.teamId }), {
  ...common,
  method: "GET",
  summary: "List segments",
  description:
    "The team's saved segments, newest first. Needs the plan's `segmentation` feature (403 `PLAN_FEATURE_DISABLED`).",
  permission: "lists:read",
  query: segmentsQuery,
  response: paginatedSchema(SegmentSchema),
});

export const POST = withApi(({ principal, body }) => createSegment({ ...body, teamId: principal.teamId }), {
  ...common,
  method: "POST",
  summary: "Create a segment",
  description:
    "Saves rules over contact fields, `metadata.<key>`, tags, status, dates and human engagement. A bad rule answers 400 with its " +
    "path in `details` (`rules.2.op`); a `listId` or an engagement `campaignId` of another team answers 404 / 400.",
  permission: "lists:write",
  body: CreateSegmentBodySchema,
  response: SegmentSchema,
  errors: [404],
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
