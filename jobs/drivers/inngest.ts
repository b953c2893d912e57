import { internalEvents, NonRetriableError, type Inngest, type InngestFunction, type Logger } from "inngest";
import { inngest, jobEventName } from "@/lib/jobs/inngest/inngest-client";
import type { JobDefinition, JobLogger } from "../define-job";
import { jobDefinitions } from "../registry";
import { createAutomationRunFunction } from "./inngest-automation-run";

// The serving side of the Inngest driver (JOBS_DRIVER=inngest): one function per job definition,
// served by app/api/inngest/route.ts and triggered by the event `sendwell/<job name>` or the job's
// cron. Inngest then owns queueing, retries and scheduling, which suits serverless and
// multi-machine deployments where no long-lived worker process exists. Events are sent by
// lib/jobs/inngest/send-job-event.ts, which never loads this file.

// The client the functions are served with (app/api/inngest/route.ts).
export { inngest };

type Retries = NonNullable<InngestFunction.Options["retries"]>;

function jobLogger(logger: Logger): JobLogger {
  return {
    info: (message, fields) => logger.info(message, ...(fields ? [fields] : [])),
    warn: (message, fields) => logger.warn(message, ...(fields ? [fields] : [])),
    error: (message, fields) => logger.error(message, ...(fields ? [fields] : [])),
  };
}

function createJobFunction(client: Inngest, job: JobDefinition) {
  const triggers: InngestFunction.Trigger<string>[] = [{ event: jobEventName(job.name) }];
  // Inngest reads a cron in UTC unless told otherwise; say so, to match pg-boss's schedule.
  if (job.cron) triggers.push({ cron: `TZ=UTC ${job.cron}` });
  return client.createFunction(
    { id: job.name, name: job.name, retries: job.retryLimit as Retries, triggers },
    async ({ event, step, runId, attempt, logger }) => {
      // A scheduled run's event carries the cron, not a payload; cron jobs accept {}. (The
      // triggers are built at runtime, so the SDK cannot narrow the event's name statically.)
      const eventName: string = event.name;
      const data = eventName === internalEvents.ScheduledTimer ? {} : event.data;
      const parsed = job.payload.safeParse(data);
      // Sending the same event again cannot fix its payload, so retrying would only add noise.
      if (!parsed.success)
        throw new NonRetriableError(`Invalid ${job.name} payload: ${parsed.error.message}`, { cause: parsed.error });
      const payload = parsed.data;
      // One step: Inngest memoises it, so a retry after success does not run the handler again.
      await step.run(job.name, () => job.handler(payload, { jobId: runId, attempt, logger: jobLogger(logger) }));
    },
  );
}

// An automation run waits with Inngest's own sleeps and waitForEvent, so it has a function of its own.
export const inngestFunctions = jobDefinitions.map((job) =>
  job.name === "advance-automation-run"
    ? createAutomationRunFunction(inngest, { eventName: jobEventName(job.name), cron: job.cron, jobLogger })
    : createJobFunction(inngest, job),
);
