import { resourceOperations } from "./resource-operations";
import { putSynonymOf } from "./define-operation";
import {
  CreateSendingRouteBodySchema,
  SendingRouteSchema,
  SendingRouteTestBodySchema,
  SendingRouteTestResultSchema,
  sendingRoutesQuery,
  UpdateSendingRouteBodySchema,
} from "@/lib/validation/sending-routes";

const sendingRoutesOperations = resourceOperations({
  path: "/sending-routes",
  tags: ["Sending routes"],
  permissions: "smtp",
  item: SendingRouteSchema,
  one: "a sending route",
  many: "sending routes",
});

// Sending routes (docs/contract.md section 20), under the SMTP permissions like /smtp.

const HEALTH =
  "Each target shows `health { state: healthy|cooling, lastError, until }`: a target that failed as a whole (connect, TLS, " +
  "auth, timeout, a 421/4xx greeting or MAIL FROM answer) cools for `cooldownSeconds` and its mail goes to the next target.";

export const listSendingRoutesOperation = sendingRoutesOperations.list({
  description: `The team's sending routes, the defaults first. ${HEALTH}`,
  query: sendingRoutesQuery,
});

export const createSendingRouteOperation = sendingRoutesOperations.create({
  description:
    "1 to 10 `targets` `{ smtpConfigId, weight (1-100), priority (1 = first) }`. A send picks, among the healthy targets of the " +
    "best priority, one at random by weight. `isDefault: true` makes this the team's default route for its `stream` " +
    "(`any`: for a stream without a default of its own). A target naming an SMTP configuration the team does not have is 404.",
  body: CreateSendingRouteBodySchema,
  errors: [404],
});

export const getSendingRouteOperation = sendingRoutesOperations.get({
  description: HEALTH,
});

export const updateSendingRouteOperation = sendingRoutesOperations.update({
  description: "Partial update; `targets` replaces every target.",
  body: UpdateSendingRouteBodySchema,
});

export const updateSendingRoutePutOperation = putSynonymOf(updateSendingRouteOperation);

export const deleteSendingRouteOperation = sendingRoutesOperations.delete({
  description:
    "Mail already queued through it goes through the SMTP configuration chosen when it was written; a campaign naming it " +
    "falls back to the team's default route for broadcasts, else its SMTP configuration.",
});

export const testSendingRouteOperation = sendingRoutesOperations.action("POST", "test", "write", {
  summary: "Send a test email through a sending route",
  description:
    "Sends a short message to `to` through the target a send would pick, failing over like a send. 200 `{ ok, smtpConfigId, " +
    "messageId }`; otherwise 422 `SMTP_VERIFY_FAILED` as for POST /smtp/{id}/test. Counts against the email rate limit.",
  rateGroup: "email",
  body: SendingRouteTestBodySchema,
  successStatus: 200,
  response: SendingRouteTestResultSchema,
  errors: [422],
});
