import type { z } from "zod";
import { defineJobContract, type JobContract, type JobContractInput } from "@/lib/jobs";

// A job is its contract (lib/jobs/contracts/*: name, payload, queue settings) plus a handler,
// independent of the queue that runs it: the pg-boss worker and the Inngest functions are both
// built from the same definitions (jobs/registry.ts). Only the worker side sees handlers;
// services enqueue against the contracts alone (lib/jobs/enqueue.ts).
//
// Handlers must be idempotent: every driver retries on failure and may deliver a job twice (a
// worker dies after the work but before the acknowledgement).

export { DEFAULT_EXPIRE_SECONDS } from "@/lib/jobs";

/** What a handler may know about its run, the same under every driver. */
type JobContext = {
  /** The queue's id for this run (pg-boss job id, Inngest run id). */
  jobId: string;
  /** 0 on the first try, then 1, 2... on retries. */
  attempt: number;
  logger: JobLogger;
};

export type JobLogger = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export type JobHandler<Schema extends z.ZodType> = (payload: z.output<Schema>, ctx: JobContext) => Promise<void>;

export type JobDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> = JobContract<
  Name,
  Schema
> & {
  readonly handler: JobHandler<Schema>;
  /**
   * Background work the pg-boss worker runs beside this job's queue while it works it (the stale
   * campaign-run sweep beside send-campaign); returns the function that stops it. Passed in here
   * so that the driver never imports the services that work needs.
   */
  readonly whileWorking?: () => () => void;
};

export function defineJob<const Name extends string, Schema extends z.ZodType>(
  definition: JobContractInput<Name, Schema> & { handler: JobHandler<Schema>; whileWorking?: () => () => void },
): JobDefinition<Name, Schema> {
  const { handler, whileWorking, ...contract } = definition;
  return Object.freeze({
    ...defineJobContract<Name, Schema>(contract),
    handler,
    ...(whileWorking ? { whileWorking } : {}),
  });
}
