import { Inngest } from "inngest";
import { env, type Env } from "@/lib/env";

// The Inngest client (JOBS_DRIVER=inngest): what sends job events and the automation engine's
// wake-up events. The functions it serves are built from the handlers in jobs/drivers/inngest.ts.

export type InngestSettings = Pick<Env, "INNGEST_EVENT_KEY" | "INNGEST_SIGNING_KEY" | "INNGEST_DEV">;

const JOB_EVENT_PREFIX = "sendwell/";

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

function createInngestClient(settings: InngestSettings) {
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
