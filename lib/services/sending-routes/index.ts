// Sending routes (docs/contract.md section 20): CRUD, a test send through a route, and the clock
// routing and warm-up go by. The send core uses route-send.ts, route-failover.ts and warmup.ts.
export { createSendingRoute } from "./create-sending-route";
export { deleteSendingRoute } from "./delete-sending-route";
export { getSendingRoute } from "./get-sending-route";
export { listSendingRoutes } from "./list-sending-routes";
export { sendRouteTest } from "./send-route-test";
export { updateSendingRoute } from "./update-sending-route";
