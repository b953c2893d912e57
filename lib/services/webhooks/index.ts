// Webhooks: CRUD, deliveries, retries, replays, test sends and the sweep of stranded deliveries.
export { attemptDelivery } from "./attempt-delivery";
export { createWebhook } from "./create-webhook";
export { deleteWebhook } from "./delete-webhook";
export { getWebhook } from "./get-webhook";
export { listDeliveries } from "./list-deliveries";
export { listWebhooks } from "./list-webhooks";
export { replayDeliveries } from "./replay-deliveries";
export { retryDelivery } from "./retry-delivery";
export { sendTestWebhook } from "./send-test-webhook";
export { sweepStrandedDeliveries } from "./sweep-stranded-deliveries";
export { updateWebhook } from "./update-webhook";
