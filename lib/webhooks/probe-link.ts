import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { ApiError } from "@/lib/api/errors";
import { resolvePublicTarget } from "@/lib/mail/private-targets";
import { guardedLookup } from "./post-webhook";

// Whether a link of a message answers (the pre-send check, docs/contract.md section 22): HEAD, else
// GET when the server refuses HEAD, through the same private-targets guard as webhook deliveries
// (post-webhook.ts), so a template cannot make the server probe its own network. Redirects are
// answers (not followed): a 3xx link works in a mail client.

const LINK_TIMEOUT_MS = 5_000;

export type LinkProbe = { url: string; ok: boolean; status: number | null; error: string | null };

function request(target: URL, method: "HEAD" | "GET", signal: AbortSignal): Promise<number> {
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(target, {
      method,
      headers: { "user-agent": "Sendwell-LinkCheck/1", accept: "*/*" },
      lookup: guardedLookup,
      signal,
    });
    outgoing.on("response", (answer) => {
      resolve(answer.statusCode ?? 0);
      answer.destroy();
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function describe(error: unknown, timedOut: boolean): string {
  if (timedOut) return `No answer within ${LINK_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: unknown })?.cause ?? error;
  if (cause instanceof ApiError) return `Refused: ${cause.message}`;
  return cause instanceof Error ? cause.message : String(cause);
}

/** HEAD, else GET (HEAD refused with 405/501 or not answered), within 5 s in all. */
export async function probeLink(url: string, timeoutMs = LINK_TIMEOUT_MS): Promise<LinkProbe> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const target = new URL(url);
    // Node never calls `lookup` for an IP literal, so those are checked here.
    const bareHost = target.hostname.replace(/^\[(.*)\]$/, "$1");
    if (isIP(bareHost)) await resolvePublicTarget(bareHost, { field: "url" });
    let status: number;
    try {
      status = await request(target, "HEAD", signal);
    } catch (error) {
      if (signal.aborted || error instanceof ApiError || (error as { cause?: unknown })?.cause instanceof ApiError)
        throw error;
      status = 405;
    }
    if (status === 405 || status === 501) status = await request(target, "GET", signal);
    return { url, ok: status < 400, status, error: status < 400 ? null : `Answered HTTP ${status}` };
  } catch (error) {
    return { url, ok: false, status: null, error: describe(error, signal.aborted) };
  }
}
