import { resourceOperations } from "./resource-operations";
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

const segmentsOperations = resourceOperations({
  path: "/segments",
  tags: ["Segments"],
  permissions: "lists",
  feature: "segmentation",
  item: SegmentSchema,
  one: "a segment",
  many: "segments",
});

export const listSegmentsOperation = segmentsOperations.list({
  description:
    "The team's saved segments, newest first. Needs the plan's `segmentation` feature (403 `PLAN_FEATURE_DISABLED`).",
  query: segmentsQuery,
});

export const createSegmentOperation = segmentsOperations.create({
  description:
    "Saves rules over contact fields, `metadata.<key>`, tags, status, dates and human engagement. A bad rule answers 400 with its " +
    "path in `details` (`rules.2.op`); a `listId` or an engagement `campaignId` of another team answers 404 / 400.",
  body: CreateSegmentBodySchema,
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

export const getSegmentOperation = segmentsOperations.get({
  description: "The segment's name, list and rules.",
});

export const updateSegmentOperation = segmentsOperations.update({
  description: "Changes the given fields only; `match` alone keeps the rules and `rules` alone keeps the match.",
  body: UpdateSegmentBodySchema,
});

export const updateSegmentPutOperation = putSynonymOf(updateSegmentOperation);

export const deleteSegmentOperation = segmentsOperations.delete({
  description: "Soft-deletes the segment (its contacts stay). A campaign that names it can no longer be sent (422).",
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

export const countSegmentContactsOperation = segmentsOperations.action("GET", "count", "read", {
  summary: "Count a segment's contacts",
  description: "How many live contacts match the segment's rules now (any status the rules allow).",
  response: SegmentCountSchema,
});
