import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { ApiError } from "@/lib/api/errors";
import { resolvePublicTarget } from "@/lib/mail/private-targets";

// One HTTP POST of a webhook delivery. node:http rather than fetch: it never follows redirects,
// and its `lookup` hook lets the private-target check (docs/contract.md section 12) run on the very address
// the socket connects to, so a DNS answer that changes after the check (rebinding) cannot reach
// the internal network.

const WEBHOOK_TIMEOUT_MS = 10_000;
const RESPONSE_BODY_LIMIT = 4096;

export type PostOutcome = {
  /** The HTTP status, or null when no answer came (timeout, refused connection, blocked address). */
  responseCode: number | null;
  /** The first 4 KB of the answer's body. */
  responseBody: string | null;
  /** Why the attempt failed; null on a 2xx. */
  error: string | null;
  durationMs: number;
  ok: boolean;
};

/** DNS through the private-targets rule; Node asks with `all: true` when it races IPv4 and IPv6. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublicTarget(hostname, { field: "url" }).then(
    (address) => {
      const family = isIP(address);
      if (options.all)
        (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
          { address, family },
        ]);
      else callback(null, address, family);
    },
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), "", 0),
  );
};

function describeError(error: unknown, timedOut: boolean): string {
  if (timedOut) return `Timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  if (error instanceof ApiError) return `Refused: ${error.message}`;
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/** Reads at most RESPONSE_BODY_LIMIT bytes of the answer, then lets the rest go. */
function readBodyPrefix(response: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString("utf8"));
    response.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= RESPONSE_BODY_LIMIT) {
        response.destroy();
        done();
      }
    });
    response.on("end", done);
    response.on("error", reject);
  });
}

function outcomeOf(
  responseCode: number,
  responseBody: string,
  location: string | undefined,
  durationMs: number,
): PostOutcome {
  const ok = responseCode >= 200 && responseCode < 300;
  let error: string | null = null;
  if (!ok)
    error =
      responseCode >= 300 && responseCode < 400
        ? `Redirects are not followed (${responseCode} to ${location ?? "nowhere"})`
        : `Answered HTTP ${responseCode}`;
  return { ok, responseCode, responseBody, error, durationMs };
}

/** POSTs `body` with `headers` to `url`, within 10 s in all (connect, answer and body prefix). */
export async function postWebhook({
  url,
  headers,
  body,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
}): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(timeoutMs);
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  let responseCode: number | null = null;
  try {
    // Node never calls `lookup` for an IP literal, so those are checked here.
    const bareHost = target.hostname.replace(/^\[(.*)\]$/, "$1");
    if (isIP(bareHost)) await resolvePublicTarget(bareHost, { field: "url" });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = client.request(target, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Sendwell-Webhooks/1",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
        lookup: guardedLookup,
        signal,
      });
      request.on("response", (answer) => {
        responseCode = answer.statusCode ?? null;
        resolve(answer);
      });
      request.on("error", reject);
      request.end(body);
    });
    const responseBody = await new Promise<string>((resolve, reject) => {
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      readBodyPrefix(response).then(resolve, reject);
    }).finally(() => response.destroy());
    return outcomeOf(response.statusCode ?? 0, responseBody, response.headers.location, elapsed());
  } catch (error) {
    const unwrapped = (error as { cause?: unknown })?.cause ?? error;
    return {
      ok: false,
      responseCode,
      responseBody: null,
      error: describeError(unwrapped, signal.aborted),
      durationMs: elapsed(),
    };
  }
}
