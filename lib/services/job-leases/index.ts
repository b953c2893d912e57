// Leases of long jobs (imports, roll-up rebuilds): who holds one, and the sweep that queues a job
// again once its holder died.
export { holdJobLease } from "./hold-job-lease";
export { sweepLapsedJobLeases } from "./sweep-lapsed-job-leases";
