import { defineOperation, putSynonymOf } from "./define-operation";
import {
  CreateSendingRouteBodySchema,
  SendingRouteSchema,
  SendingRouteTestBodySchema,
  SendingRouteTestResultSchema,
  sendingRoutesQuery,
  UpdateSendingRouteBodySchema,
} from "@/lib/validation/sending-routes";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";

// Sending routes (docs/contract.md section 20), under the SMTP permissions like /smtp.

const HEALTH =
  "Each target shows `health { state: healthy|cooling, lastError, until }`: a target that failed as a whole (connect, TLS, " +
  "auth, timeout, a 421/4xx greeting or MAIL FROM answer) cools for `cooldownSeconds` and its mail goes to the next target.";

export const listSendingRoutesOperation = defineOperation({
  method: "GET",
  path: "/sending-routes",
  summary: "List sending routes",
  description: `The team's sending routes, the defaults first. ${HEALTH}`,
  tags: ["Sending routes"],
  permission: "smtp:read",
  query: sendingRoutesQuery,
  response: paginatedSchema(SendingRouteSchema),
});

export const createSendingRouteOperation = defineOperation({
  method: "POST",
  path: "/sending-routes",
  summary: "Create a sending route",
  description:
    "1 to 10 `targets` `{ smtpConfigId, weight (1-100), priority (1 = first) }`. A send picks, among the healthy targets of the " +
    "best priority, one at random by weight. `isDefault: true` makes this the team's default route for its `stream` " +
    "(`any`: for a stream without a default of its own). A target naming an SMTP configuration the team does not have is 404.",
  tags: ["Sending routes"],
  permission: "smtp:write",
  body: CreateSendingRouteBodySchema,
  response: SendingRouteSchema,
  errors: [404],
});

export const getSendingRouteOperation = defineOperation({
  method: "GET",
  path: "/sending-routes/{id}",
  summary: "Get a sending route",
  description: HEALTH,
  tags: ["Sending routes"],
  permission: "smtp:read",
  params: idParams,
  response: SendingRouteSchema,
  errors: [404],
});

export const updateSendingRouteOperation = defineOperation({
  method: "PATCH",
  path: "/sending-routes/{id}",
  summary: "Update a sending route",
  description: "Partial update; `targets` replaces every target.",
  tags: ["Sending routes"],
  permission: "smtp:write",
  params: idParams,
  body: UpdateSendingRouteBodySchema,
  response: SendingRouteSchema,
  errors: [404],
});

export const updateSendingRoutePutOperation = putSynonymOf(updateSendingRouteOperation);

export const deleteSendingRouteOperation = defineOperation({
  method: "DELETE",
  path: "/sending-routes/{id}",
  summary: "Delete a sending route",
  description:
    "Mail already queued through it goes through the SMTP configuration chosen when it was written; a campaign naming it " +
    "falls back to the team's default route for broadcasts, else its SMTP configuration.",
  tags: ["Sending routes"],
  permission: "smtp:delete",
  params: idParams,
  response: SendingRouteSchema,
  errors: [404],
});

export const testSendingRouteOperation = defineOperation({
  method: "POST",
  path: "/sending-routes/{id}/test",
  summary: "Send a test email through a sending route",
  description:
    "Sends a short message to `to` through the target a send would pick, failing over like a send. 200 `{ ok, smtpConfigId, " +
    "messageId }`; otherwise 422 `SMTP_VERIFY_FAILED` as for POST /smtp/{id}/test. Counts against the email rate limit.",
  tags: ["Sending routes"],
  permission: "smtp:write",
  rateGroup: "email",
  params: idParams,
  body: SendingRouteTestBodySchema,
  successStatus: 200,
  response: SendingRouteTestResultSchema,
  errors: [404, 422],
});
