import { DestinationQueuesSchema } from "@/lib/validation/destinations";
import { defineOperation } from "./define-operation";

// Destination throttles and deferral (docs/contract.md section 20).

export const listDestinationQueuesOperation = defineOperation({
  method: "GET",
  path: "/deliverability/queues",
  summary: "Waiting and deferred destinations",
  description: [
    "The recipient domains holding mail back now, deferred ones first, then by `waiting` (largest first): `waiting` counts the team's emails waiting for the domain, over its `destinationLimits` entry (settings) or for its deferral.",
    "A temporary refusal from a destination (a 421 or other 4xx to RCPT TO or DATA) defers that domain's mail for 1, 2, 4 ... at most 60 minutes while other domains keep flowing; `deferredUntil` is set while it lasts and `lastResponse` is the refusal. Mail that waits is never failed for it and is sent once.",
  ].join("\n\n"),
  tags: ["Analytics"],
  permission: "analytics:read",
  response: DestinationQueuesSchema,
});
