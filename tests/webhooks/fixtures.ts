import { afterAll, beforeAll, expect, vi } from "vitest";
import { startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { webhookPayload } from "@/lib/services/webhooks/dispatch-webhook-events";
import { createTestTeam } from "../helpers/teams";
import { webhookBody, webhooks } from "./webhook-client";

/** A team with one webhook (through the API) subscribed to `events` at `url`. */
export async function teamWithWebhook(url: string, overrides: Record<string, unknown> = {}) {
  const team = await createTestTeam();
  const created = await webhooks.create(team.token, webhookBody(url, overrides));
  expect(created.status).toBe(201);
  return { ...team, webhook: created.body as { id: string; secret: string } };
}

/** A PENDING delivery written directly, without a job: for tests that run attempts themselves. */
export function pendingDelivery(webhookId: string, data: Record<string, unknown> = { emailId: "e1" }) {
  return db.delivery.create({ data: { webhookId, event: "open", payload: webhookPayload("open", new Date(), data) } });
}

/** A webhook row pointing at `url` with a known secret, for direct attempts. */
export async function webhookRow(
  teamId: string,
  url: string,
  secret: string,
  fields: { isActive?: boolean; failingSince?: Date } = {},
) {
  return db.webhook.create({
    data: { teamId, name: "Direct", url, secret: sealSecret(secret), events: ["open"], ...fields },
  });
}

export const deliveriesOf = (webhookId: string) =>
  db.delivery.findMany({
    where: { webhookId },
    include: { attemptLog: { orderBy: { attempt: "asc" } } },
    orderBy: { createdAt: "asc" },
  });

/** Waits until `webhookId` has `count` deliveries, all settled (not PENDING). */
export async function settledDeliveries(webhookId: string, count: number, timeout = 15_000) {
  return vi.waitFor(
    async () => {
      const rows = await deliveriesOf(webhookId);
      expect(rows).toHaveLength(count);
      expect(rows.filter((row) => row.status === "PENDING")).toEqual([]);
      return rows;
    },
    { timeout, interval: 200 },
  );
}

/** A real pg-boss worker for the file's tests, polling every 0.5 s, stopped when the file ends. */
export function useDeliveryWorker() {
  beforeAll(async () => {
    await startWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(() => stopWorker());
}
