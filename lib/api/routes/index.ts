// Route handlers made from data: a route that is one service call (serviceRoute), and the audit actor of its writes.
export { serviceRoute, withActor } from "./service-route";
