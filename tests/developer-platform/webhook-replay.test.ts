import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as replayRoute } from "@/app/api/v1/webhooks/[id]/replay/route";
import { db } from "@/lib/db";
import { attemptDelivery } from "@/lib/services/webhooks/attempt-delivery";
import { startJobs } from "../campaigns/fixtures";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { pendingDelivery, teamWithWebhook } from "../webhooks/fixtures";
import { startReceiver } from "../webhooks/webhook-receiver";

// POST /webhooks/{id}/replay: every delivery of a time range sent again to a real HTTP receiver,
// each as its next attempt of the same Delivery (same webhook-id and payload).

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  await startJobs();
});
afterAll(() => receiver.close());

const replay = async (token: string, id: string, json: unknown) => {
  const response = await callRoute(replayRoute, apiRequest(`/webhooks/${id}/replay`, { method: "POST", token, json }), {
    id,
  });
  return { status: response.status, body: await response.json() };
};

const HOUR = 3_600_000;

describe("POST /webhooks/{id}/replay", () => {
  it("sends the deliveries of the range again with their webhook-id and payload, and leaves the others", async () => {
    const { token, webhook } = await teamWithWebhook(receiver.url);
    const now = Date.now();
    const deliveries = [];
    for (const [index, hoursAgo] of [3, 2, 0.5].entries()) {
      const delivery = await pendingDelivery(webhook.id, { emailId: `e${index}` });
      await db.delivery.update({ where: { id: delivery.id }, data: { createdAt: new Date(now - hoursAgo * HOUR) } });
      expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 1 })).toBe("SUCCESS");
      deliveries.push(delivery);
    }
    const firstRound = receiver.received.slice(-3);

    const answer = await replay(token, webhook.id, {
      from: new Date(now - 2.5 * HOUR).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect(answer).toEqual({
      status: 202,
      body: { replayed: 2, skipped: 0, deliveryIds: [deliveries[1].id, deliveries[2].id] },
    });
    expect(
      (await db.delivery.findMany({ where: { webhookId: webhook.id }, orderBy: { createdAt: "asc" } })).map(
        (row) => row.status,
      ),
    ).toEqual(["SUCCESS", "PENDING", "PENDING"]);

    for (const delivery of deliveries.slice(1))
      expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 2, manual: true })).toBe("SUCCESS");
    const replayed = receiver.received.slice(-2);
    expect(replayed.map((request) => [request.headers["webhook-id"], request.body])).toEqual(
      firstRound.slice(1).map((request) => [request.headers["webhook-id"], request.body]),
    );
    const rows = await db.delivery.findMany({ where: { webhookId: webhook.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["SUCCESS", 1],
      ["SUCCESS", 2],
      ["SUCCESS", 2],
    ]);
  });

  it("an empty range replays nothing; bad ranges are 400, another team's webhook 404, over 1,000 deliveries 422", async () => {
    const { token, webhook } = await teamWithWebhook(receiver.url);
    const from = new Date(Date.now() - HOUR).toISOString();
    const to = new Date().toISOString();
    expect(await replay(token, webhook.id, { from, to })).toEqual({
      status: 202,
      body: { replayed: 0, skipped: 0, deliveryIds: [] },
    });

    const backwards = await replay(token, webhook.id, { from: to, to: from });
    expect(backwards).toMatchObject({
      status: 400,
      body: { error: "validation_error", message: "Invalid body", details: { to: "must be after from" } },
    });
    const missing = await replay(token, webhook.id, { to });
    expect(missing).toMatchObject({ status: 400, body: { details: { from: "is required" } } });
    const notADate = await replay(token, webhook.id, { from: "yesterday", to });
    expect(notADate).toMatchObject({
      status: 400,
      body: { details: { from: "must be an ISO-8601 date and time, e.g. 2026-11-25T09:00:00Z" } },
    });

    const stranger = await createTestTeam();
    expect(await replay(stranger.token, webhook.id, { from, to })).toMatchObject({
      status: 404,
      body: { error: "not_found", code: "RESOURCE_NOT_FOUND" },
    });

    const payload = { type: "open", timestamp: to, data: { emailId: "bulk" } };
    await db.delivery.createMany({
      data: Array.from({ length: 1001 }, () => ({
        webhookId: webhook.id,
        event: "open",
        payload,
        status: "SUCCESS" as const,
      })),
    });
    const tooMany = await replay(token, webhook.id, { from, to: new Date(Date.now() + 1000).toISOString() });
    expect(tooMany).toMatchObject({
      status: 422,
      body: {
        error: "unprocessable_entity",
        message: "The range holds more than 1000 deliveries: replay it in smaller ranges",
        details: { to: "the range must hold at most 1000 deliveries" },
      },
    });
    expect(await db.delivery.count({ where: { webhookId: webhook.id, status: "PENDING" } })).toBe(0);
  });
});
