// Job contracts and the port services enqueue through. Handlers live in jobs/ (jobs/registry.ts);
// nothing here imports them or lib/services.
export { enqueue } from "./enqueue";
export { enqueueMany } from "./enqueue-many";
