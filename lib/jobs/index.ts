// Job contracts and the port services enqueue through. Handlers live in jobs/ (jobs/registry.ts);
// nothing here imports them or lib/services.
export { ADVANCE_RUN_RETRIES } from "./contracts/advance-automation-run";
export { PROCESS_IMPORT_RETRIES } from "./contracts/process-contact-import";
export { SEND_EMAIL_RETRIES } from "./contracts/send-email";
export { DEFAULT_EXPIRE_SECONDS, defineJobContract, type JobContract } from "./define-job-contract";
export { type EnqueueOptions, enqueue } from "./enqueue";
export { enqueueMany } from "./enqueue-many";
export { getJobContract, type JobName, type JobPayloadInput, jobContracts } from "./job-contracts";
