import { defineOperation, putSynonymOf } from "./define-operation";
import {
  SegmentSchema,
  segmentsQuery,
  CreateSegmentBodySchema,
  SegmentPreviewSchema,
  SegmentDefinitionBodySchema,
  previewQuery,
  UpdateSegmentBodySchema,
  segmentContactsQuery,
  SegmentCountSchema,
} from "@/lib/validation/segments";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";
import { ContactSchema } from "@/lib/validation/contacts";

export const listSegmentsOperation = defineOperation({
  method: "GET",
  path: "/segments",
  summary: "List segments",
  description:
    "The team's saved segments, newest first. Needs the plan's `segmentation` feature (403 `PLAN_FEATURE_DISABLED`).",
  tags: ["Segments"],
  permission: "lists:read",
  feature: "segmentation",
  query: segmentsQuery,
  response: paginatedSchema(SegmentSchema),
});

export const createSegmentOperation = defineOperation({
  method: "POST",
  path: "/segments",
  summary: "Create a segment",
  description:
    "Saves rules over contact fields, `metadata.<key>`, tags, status, dates and human engagement. A bad rule answers 400 with its " +
    "path in `details` (`rules.2.op`); a `listId` or an engagement `campaignId` of another team answers 404 / 400.",
  tags: ["Segments"],
  permission: "lists:write",
  feature: "segmentation",
  body: CreateSegmentBodySchema,
  response: SegmentSchema,
  errors: [404],
});

export const previewSegmentOperation = defineOperation({
  method: "POST",
  path: "/segments/preview",
  summary: "Preview unsaved segment rules",
  description:
    "Counts the contacts that `{ listId?, match, rules }` would hold and shows the newest `limit` of them, without saving anything.",
  tags: ["Segments"],
  permission: "lists:read",
  feature: "segmentation",
  query: previewQuery,
  body: SegmentDefinitionBodySchema,
  successStatus: 200,
  response: SegmentPreviewSchema,
  errors: [404],
});

export const getSegmentOperation = defineOperation({
  method: "GET",
  path: "/segments/{id}",
  summary: "Get a segment",
  description: "The segment's name, list and rules.",
  tags: ["Segments"],
  permission: "lists:read",
  feature: "segmentation",
  params: idParams,
  response: SegmentSchema,
  errors: [404],
});

export const updateSegmentOperation = defineOperation({
  method: "PATCH",
  path: "/segments/{id}",
  summary: "Update a segment",
  description: "Changes the given fields only; `match` alone keeps the rules and `rules` alone keeps the match.",
  tags: ["Segments"],
  permission: "lists:write",
  feature: "segmentation",
  params: idParams,
  body: UpdateSegmentBodySchema,
  response: SegmentSchema,
  errors: [404],
});

export const updateSegmentPutOperation = putSynonymOf(updateSegmentOperation);

export const deleteSegmentOperation = defineOperation({
  method: "DELETE",
  path: "/segments/{id}",
  summary: "Delete a segment",
  description: "Soft-deletes the segment (its contacts stay). A campaign that names it can no longer be sent (422).",
  tags: ["Segments"],
  permission: "lists:delete",
  feature: "segmentation",
  params: idParams,
  response: SegmentSchema,
  errors: [404],
});

export const listSegmentContactsOperation = defineOperation({
  method: "GET",
  path: "/segments/{id}/contacts",
  summary: "List a segment's contacts",
  description: "The live contacts matching the segment's rules now, newest first.",
  tags: ["Segments"],
  permission: "contacts:read",
  feature: "segmentation",
  params: idParams,
  query: segmentContactsQuery,
  response: paginatedSchema(ContactSchema),
  errors: [404],
});

export const countSegmentContactsOperation = defineOperation({
  method: "GET",
  path: "/segments/{id}/count",
  summary: "Count a segment's contacts",
  description: "How many live contacts match the segment's rules now (any status the rules allow).",
  tags: ["Segments"],
  permission: "lists:read",
  feature: "segmentation",
  params: idParams,
  response: SegmentCountSchema,
  errors: [404],
});
