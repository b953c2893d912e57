import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { enqueueDeliveryAttempts } from "@/lib/services/webhooks/enqueue-delivery-attempts";
import { createTestTeam } from "../helpers/teams";
import { pendingDelivery, webhookRow } from "../webhooks/fixtures";
import { startReceiver } from "../webhooks/webhook-receiver";

// A webhook receiver that hangs (docs/contract.md section 25) holds its own attempt until the 10 s
// timeout (tests/webhooks/webhook-delivery.test.ts), never the other deliveries: a real pg-boss
// worker runs deliver-webhook jobs side by side.

beforeAll(async () => {
  await startWorker({ pollingIntervalSeconds: 0.5 });
});
afterAll(() => stopWorker());

describe("a receiver that hangs", () => {
  it("does not hold up another team's delivery queued after it", async () => {
    const hanging = await startReceiver(() => undefined);
    const fine = await startReceiver();
    const stuck = await pendingDelivery(
      (await webhookRow((await createTestTeam()).team.id, hanging.url, "hanging-secret-0123456789")).id,
    );
    const other = await pendingDelivery(
      (await webhookRow((await createTestTeam()).team.id, fine.url, "prompt-secret-0123456789")).id,
    );
    const queuedAt = Date.now();
    await enqueueDeliveryAttempts([{ deliveryId: stuck.id, attempt: 1 }]);
    // The hanging attempt is under way before the other delivery is queued.
    await vi.waitFor(() => expect(hanging.received).toHaveLength(1), { timeout: 5_000, interval: 50 });
    await enqueueDeliveryAttempts([{ deliveryId: other.id, attempt: 1 }]);
    await vi.waitFor(
      async () =>
        expect(await db.delivery.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ status: "SUCCESS" }),
      { timeout: 8_000, interval: 100 },
    );
    // Well within the hanging attempt's 10 s: it is still waiting for its answer.
    expect(Date.now() - queuedAt).toBeLessThan(9_000);
    expect(await db.delivery.findUniqueOrThrow({ where: { id: stuck.id } })).toMatchObject({ status: "PENDING" });
    expect(fine.received).toHaveLength(1);
    // The receiver goes away: the hanging attempt ends (failed, a retry scheduled) and the worker can stop.
    await hanging.close();
    await fine.close();
  }, 20_000);
});
