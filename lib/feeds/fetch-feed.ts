import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { ApiError } from "@/lib/api/errors";
import { resolvePublicTarget } from "@/lib/mail/private-targets";
import { guardedLookup } from "@/lib/webhooks/post-webhook";

// Reads a campaign's feed (docs/contract.md section 23) with the webhook rules (section 12): the
// private-targets check runs on the address each socket connects to (no DNS rebinding), a few
// redirects are followed (each checked again), 10 s in all, and reading stops past 5 MB.

const FEED_TIMEOUT_MS = 10_000;
const FEED_SIZE_LIMIT = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

type FeedProblem = "timeout" | "too_large" | "not_a_feed" | "private_address" | "http_error" | "unreachable";

/** Why a feed could not be read: a code and a sentence for people (the run's skip reason, the 400). */
export class FeedError extends Error {
  constructor(
    readonly problem: FeedProblem,
    message: string,
  ) {
    super(message);
    this.name = "FeedError";
  }
}

function get(target: URL, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (target.protocol === "https:" ? https : http).get(target, {
      lookup: guardedLookup,
      signal,
      headers: {
        "user-agent": "Sendwell-Feeds/1",
        accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
      },
    });
    request.on("response", resolve);
    request.on("error", reject);
  });
}

async function readBody(response: http.IncomingMessage, limit: number): Promise<string> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const tooLarge = (limit: number) =>
  new FeedError("too_large", `The feed is larger than ${Math.round(limit / 1024 / 1024)} MB`);

function explain(error: unknown, signal: AbortSignal, timeoutMs: number): FeedError {
  if (error instanceof FeedError) return error;
  const cause = (error as { cause?: unknown })?.cause ?? error;
  if (cause instanceof ApiError && cause.status === 400)
    return new FeedError("private_address", "The feed's host is a private or loopback address");
  if (signal.aborted) return new FeedError("timeout", `The feed did not answer within ${timeoutMs / 1000} s`);
  const message = cause instanceof Error ? cause.message : String(cause);
  return new FeedError("unreachable", `The feed could not be fetched: ${message}`);
}

/** The feed's text and its final address (for relative links); throws FeedError. */
export async function fetchFeed(
  url: string,
  { timeoutMs = FEED_TIMEOUT_MS, sizeLimit = FEED_SIZE_LIMIT } = {},
): Promise<{ body: string; url: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  let response: http.IncomingMessage | undefined;
  try {
    for (let hop = 0; ; hop++) {
      if (target.protocol !== "http:" && target.protocol !== "https:")
        throw new FeedError("unreachable", "The feed redirected to an address that is not http or https");
      // Node never calls `lookup` for an IP literal, so those are checked here.
      const bareHost = target.hostname.replace(/^\[(.*)\]$/, "$1");
      if (isIP(bareHost)) await resolvePublicTarget(bareHost, { field: "url" });
      response = await get(target, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && hop < MAX_REDIRECTS) {
        response.destroy();
        target = new URL(location, target);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FeedError("http_error", `The feed answered HTTP ${status}`);
      }
      const body = await new Promise<string>((resolve, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
        readBody(response!, sizeLimit).then(resolve, reject);
      });
      return { body, url: target.toString() };
    }
  } catch (error) {
    throw explain(error, signal, timeoutMs);
  } finally {
    response?.destroy();
  }
}
