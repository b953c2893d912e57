// Destination throttles and deferral (docs/contract.md section 20): the queues report. The send
// core uses gate-destinations.ts and defer-refused.ts directly.
export { listDestinationQueues } from "./list-destination-queues";
