import { createHash } from "node:crypto";
import { createId } from "@paralleldrive/cuid2";
import { ApiError } from "@/lib/api/errors";
import { jsonResponse } from "@/lib/api/json-response";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// `Idempotency-Key` on the send routes (docs/contract.md section 17). The key is claimed by inserting a
// pending row (status null) BEFORE any work: the unique index (teamId, route, key) lets exactly one
// of several concurrent duplicates in, whatever their timing. The winner runs the request and
// stores its answer; a duplicate with the same body waits for that answer (polling the row, up to
// WAIT_MS) and replays it, with another body it answers 409 IDEMPOTENCY_KEY_REUSED at once, and if
// the first is still running after WAIT_MS it answers 409 IDEMPOTENCY_KEY_IN_PROGRESS (retry later).
// Only successful answers are stored: an error releases the key so that a retry runs again (like
// Stripe for requests that never started, and checkout.com), which is what a client retrying after
// a 5xx or a fixed 422 wants. Keys live 24 hours (jobs/cleanup-idempotency-keys.ts deletes them;
// an older row found here is taken over), a pending row left by a crashed process after 5 minutes.

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const ABANDONED_MS = 5 * 60_000;
const WAIT_MS = 15_000;
const IDEMPOTENCY_HEADER = "idempotency-key";

/** JSON with object keys sorted: the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function bodyHash(input: unknown): string {
  return createHash("sha256").update(canonical(input)).digest("hex");
}

/** The header's key: absent -> null; 1 to 256 printable characters, else 400. */
function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (key.length < 1 || key.length > 256 || !/^[\x21-\x7e]+$/.test(key)) {
    throw ApiError.validation("The Idempotency-Key header must be 1 to 256 printable characters without spaces", {
      "idempotency-key": "must be 1 to 256 printable characters",
    });
  }
  return key;
}

type Claim =
  | { won: true; id: string }
  | {
      won: false;
      row: { id: string; bodyHash: string; status: number | null; response: unknown; createdAt: Date; updatedAt: Date };
    };

async function claim(teamId: string, route: string, key: string, hash: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = createId();
    const inserted = await db.idempotencyKey.createMany({
      data: [{ id, teamId, route, key, bodyHash: hash }],
      skipDuplicates: true,
    });
    if (inserted.count === 1) return { won: true, id };
    const row = await db.idempotencyKey.findUnique({ where: { teamId_route_key: { teamId, route, key } } });
    if (!row) continue; // deleted in between (expired or released): try again
    const now = Date.now();
    const expired = now - row.createdAt.getTime() > IDEMPOTENCY_TTL_MS;
    const abandoned = row.status === null && now - row.updatedAt.getTime() > ABANDONED_MS;
    if (!expired && !abandoned) return { won: false, row };
    // Take the stale row over: only one of several callers deletes it (matched on its id and its
    // updatedAt), and the insert above decides again.
    await db.idempotencyKey.deleteMany({ where: { id: row.id, updatedAt: row.updatedAt } });
  }
  throw ApiError.conflict(
    "This Idempotency-Key is being used by another request; retry in a moment",
    "IDEMPOTENCY_KEY_IN_PROGRESS",
  );
}

function reusedError() {
  return ApiError.conflict(
    "This Idempotency-Key was already used with a different request body; use a new key for a new request",
    "IDEMPOTENCY_KEY_REUSED",
  );
}

function replay(status: number, response: unknown): Response {
  return jsonResponse(response, { status, headers: { "Idempotent-Replayed": "true" } });
}

async function waitForAnswer(id: string): Promise<Response> {
  const deadline = Date.now() + WAIT_MS;
  let pause = 25;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 250);
    const row = await db.idempotencyKey.findUnique({ where: { id }, select: { status: true, response: true } });
    // Released (the first request failed): the client retries and runs the request itself.
    if (!row)
      throw ApiError.conflict(
        "The first request with this Idempotency-Key failed; retry it",
        "IDEMPOTENCY_KEY_IN_PROGRESS",
      );
    if (row.status !== null) return replay(row.status, row.response);
  }
  throw ApiError.conflict(
    "A request with this Idempotency-Key is still in progress; retry in a moment",
    "IDEMPOTENCY_KEY_IN_PROGRESS",
  );
}

/**
 * Runs `run` once per (team, route, key): with no Idempotency-Key header it just runs. `input` is
 * what identifies the request (the parsed body, plus path parameters where the route has them).
 */
async function withIdempotencyKey<T>(options: {
  request: Request;
  teamId: string;
  route: string;
  input: unknown;
  successStatus: number;
  run: () => Promise<T>;
}): Promise<T | Response> {
  const key = idempotencyKeyOf(options.request);
  if (key === null) return options.run();
  const hash = bodyHash(options.input);
  const claimed = await claim(options.teamId, options.route, key, hash);
  if (!claimed.won) {
    if (claimed.row.bodyHash !== hash) throw reusedError();
    if (claimed.row.status !== null) return replay(claimed.row.status, claimed.row.response);
    return waitForAnswer(claimed.row.id);
  }
  let result: T;
  try {
    result = await options.run();
  } catch (error) {
    await db.idempotencyKey.delete({ where: { id: claimed.id } }).catch(() => undefined);
    throw error;
  }
  const response = JSON.parse(JSON.stringify(result ?? {})) as Prisma.InputJsonValue;
  await db.idempotencyKey.update({ where: { id: claimed.id }, data: { status: options.successStatus, response } });
  return result;
}

/** Deletes keys past their 24 hours (the daily cleanup job); answers how many. */
export async function deleteExpiredIdempotencyKeys(now = new Date()): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } },
  });
  return count;
}

type RouteContext = { request: Request; principal: { teamId: string }; body?: unknown; params?: unknown };

/**
 * A withApi handler's work made idempotent: `(context) => idempotent(context, "POST /emails", 200, () => ...)`.
 * The parsed body and path parameters identify the request.
 */
export function idempotent<T>(context: RouteContext, route: string, successStatus: number, run: () => Promise<T>) {
  return withIdempotencyKey({
    request: context.request,
    teamId: context.principal.teamId,
    route,
    input: { body: context.body, params: context.params },
    successStatus,
    run,
  });
}
