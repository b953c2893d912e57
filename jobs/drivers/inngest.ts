import { Inngest, internalEvents, NonRetriableError, type InngestFunction, type Logger } from "inngest";
import { env, type Env } from "@/lib/env";
import type { JobDefinition, JobLogger } from "../define-job";
import { createAutomationRunFunction } from "./inngest-automation-run";
import { jobDefinitions } from "../registry";

// The Inngest side of the jobs (JOBS_DRIVER=inngest): one function per job definition, served by
// app/api/inngest/route.ts and triggered by the event `sendwell/<job name>` or the job's cron.
// Inngest then owns queueing, retries and scheduling, which suits serverless and multi-machine
// deployments where no long-lived worker process exists.

export type InngestSettings = Pick<Env, "INNGEST_EVENT_KEY" | "INNGEST_SIGNING_KEY" | "INNGEST_DEV">;

export const JOB_EVENT_PREFIX = "sendwell/";

export function jobEventName(jobName: string): string {
  return `${JOB_EVENT_PREFIX}${jobName}`;
}

/**
 * INNGEST_DEV follows the SDK's convention: "1"/"true" is the local dev server on its default
 * address, a URL is a dev server there, "0"/"false" or unset is Inngest Cloud (which requires the
 * event and signing keys). Resolved here and passed explicitly so that the client depends on
 * lib/env's validated settings, not on what the SDK finds in process.env.
 */
export function inngestDevMode(value: string | undefined): { isDev: boolean; baseUrl?: string } {
  const flag = value?.trim().toLowerCase();
  if (flag === undefined || flag === "" || flag === "0" || flag === "false") return { isDev: false };
  if (flag === "1" || flag === "true") return { isDev: true };
  if (URL.canParse(value!.trim())) return { isDev: true, baseUrl: value!.trim() };
  throw new Error(`INNGEST_DEV must be 1, 0, true, false or the dev server's URL, not "${value}"`);
}

export function createInngestClient(settings: InngestSettings) {
  const { isDev, baseUrl } = inngestDevMode(settings.INNGEST_DEV);
  return new Inngest({
    id: "sendwell",
    isDev,
    ...(baseUrl ? { baseUrl } : {}),
    ...(settings.INNGEST_EVENT_KEY ? { eventKey: settings.INNGEST_EVENT_KEY } : {}),
    // v4 takes the signing key on the client (v3 took it in serve()); it verifies Inngest's calls.
    ...(settings.INNGEST_SIGNING_KEY ? { signingKey: settings.INNGEST_SIGNING_KEY } : {}),
  });
}

export const inngest = createInngestClient(env);

type Retries = NonNullable<InngestFunction.Options["retries"]>;

export function jobLogger(logger: Logger): JobLogger {
  return {
    info: (message, fields) => logger.info(message, ...(fields ? [fields] : [])),
    warn: (message, fields) => logger.warn(message, ...(fields ? [fields] : [])),
    error: (message, fields) => logger.error(message, ...(fields ? [fields] : [])),
  };
}

export function createJobFunction(client: Inngest, job: JobDefinition) {
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

export type EventOptions = { startAfter?: Date; singletonKey?: string };

/** Sends the job's event; returns the event id. */
export async function sendJobEvent(job: JobDefinition, payload: object, options: EventOptions = {}): Promise<string> {
  const { ids } = await inngest.send({
    name: jobEventName(job.name),
    data: payload as Record<string, unknown>,
    // Inngest runs only the first event with a given id (within 24 hours).
    ...(options.singletonKey ? { id: `${job.name}:${options.singletonKey}` } : {}),
    // A timestamp in the future delays the runs it triggers until then.
    ...(options.startAfter ? { ts: options.startAfter.getTime() } : {}),
  });
  const [id] = ids;
  if (!id) throw new Error(`Inngest returned no id for the "${job.name}" event`);
  return id;
}
