import { setTimeout as sleep } from "node:timers/promises";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { publishEvents } from "@/lib/services/events";
import { attemptDelivery } from "@/lib/services/webhooks/attempt-delivery";
import { retryDelaySeconds, WEBHOOK_RETRY_DELAYS_SECONDS } from "@/lib/webhooks/retry-schedule";
import { createTestTeam } from "../helpers/teams";
import {
  deliveriesOf,
  pendingDelivery,
  settledDeliveries,
  teamWithWebhook,
  useDeliveryWorker,
  webhookRow,
} from "./fixtures";
import { webhooks } from "./webhook-client";
import { answerWith, startReceiver } from "./webhook-receiver";

// The retry schedule, the test and retry routes, and which events become deliveries; signed
// delivery and attempt outcomes are in webhook-delivery.test.ts.

const utf8 = (text: string) => new TextEncoder().encode(text);

useDeliveryWorker();

describe("retry schedule", () => {
  it("is about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h: seven attempts, then FAILED", async () => {
    expect(WEBHOOK_RETRY_DELAYS_SECONDS).toEqual([5, 300, 1800, 7200, 18000, 36000]);
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelaySeconds(attempt))).toEqual([
      5,
      300,
      1800,
      7200,
      18000,
      36000,
      null,
    ]);
    const receiver = await startReceiver(answerWith(500));
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, "last-try-secret-0123456789");
    const delivery = await pendingDelivery(webhook.id);
    await db.delivery.update({ where: { id: delivery.id }, data: { attempts: 6 } });
    expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 7 })).toBe("FAILED");
    expect(await db.delivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: "FAILED",
      attempts: 7,
      nextAttemptAt: null,
      responseCode: 500,
    });
    await receiver.close();
  });
});

describe("test and retry routes", () => {
  it("sends a webhook.test delivery, even to an inactive webhook", async () => {
    const receiver = await startReceiver();
    const { token, webhook } = await teamWithWebhook(receiver.url, { isActive: false });
    const sent = await webhooks.test(token, webhook.id);
    expect(sent).toMatchObject({
      status: 202,
      body: {
        webhookId: webhook.id,
        event: "webhook.test",
        status: "PENDING",
        attempts: 0,
        attemptLog: [],
        payload: { type: "webhook.test" },
      },
    });
    const [delivery] = await settledDeliveries(webhook.id, 1);
    expect(delivery).toMatchObject({ status: "SUCCESS", event: "webhook.test" });
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({
      type: "webhook.test",
      data: { webhookId: webhook.id },
    });
    expect(
      new Webhook(utf8(webhook.secret), { format: "raw" }).verify(
        receiver.received[0].body,
        receiver.received[0].headers as Record<string, string>,
      ),
    ).toBeTruthy();
    await receiver.close();
  });

  it("retries a FAILED delivery as its next attempt; 404 for another team's", async () => {
    let healthy = false;
    const receiver = await startReceiver((request, index, response) =>
      answerWith(healthy ? 200 : 500)(request, index, response),
    );
    const { team, token, webhook } = await teamWithWebhook(receiver.url);
    const delivery = await pendingDelivery(webhook.id);
    expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 1, retryDelays: [] })).toBe("FAILED");

    const other = await createTestTeam();
    expect(await webhooks.retry(other.token, webhook.id, delivery.id)).toMatchObject({
      status: 404,
      body: { message: "Webhook not found" },
    });
    expect(await webhooks.retry(token, webhook.id, "nope")).toMatchObject({
      status: 404,
      body: { message: "Delivery not found" },
    });

    // A claimed attempt without its record is in flight: retrying it now would send twice.
    await db.delivery.update({ where: { id: delivery.id }, data: { attempts: 2 } });
    expect(await webhooks.retry(token, webhook.id, delivery.id)).toMatchObject({
      status: 409,
      body: { code: "INVALID_STATE" },
    });
    await db.delivery.update({ where: { id: delivery.id }, data: { attempts: 1 } });

    healthy = true;
    const retried = await webhooks.retry(token, webhook.id, delivery.id);
    expect(retried).toMatchObject({ status: 202, body: { id: delivery.id, status: "PENDING", attempts: 1 } });
    const [done] = await settledDeliveries(webhook.id, 1);
    expect(done).toMatchObject({ status: "SUCCESS", attempts: 2 });
    expect(done.attemptLog.map((attempt) => attempt.responseCode)).toEqual([500, 200]);
    expect(team.id).toBeTruthy();
    await receiver.close();
  });
});

describe("dispatch", () => {
  it("creates no Delivery for inactive or deleted webhooks, unsubscribed events or other teams", async () => {
    const receiver = await startReceiver();
    const { team, token, webhook: subscribed } = await teamWithWebhook(receiver.url, { events: ["bounce"] });
    const inactive = (
      await webhooks.create(token, {
        name: "Off",
        url: receiver.url,
        secret: "x".repeat(20),
        events: ["bounce"],
        isActive: false,
      })
    ).body;
    const deleted = (
      await webhooks.create(token, { name: "Gone", url: receiver.url, secret: "x".repeat(20), events: ["bounce"] })
    ).body;
    await webhooks.remove(token, deleted.id);
    const clicksOnly = (
      await webhooks.create(token, { name: "Clicks", url: receiver.url, secret: "x".repeat(20), events: ["click"] })
    ).body;
    const otherTeam = await teamWithWebhook(receiver.url, { events: ["bounce"] });

    const at = new Date();
    await publishEvents([
      { teamId: team.id, type: "bounce", timestamp: at, data: { emailId: "em_b" } },
      { teamId: team.id, type: "open", timestamp: at, data: { emailId: "em_o" } },
      { teamId: team.id, type: "contact.tag_added", timestamp: at, data: { contactId: "c" } },
    ]);
    await settledDeliveries(subscribed.id, 1);
    for (const id of [inactive.id, deleted.id, clicksOnly.id, otherTeam.webhook.id])
      expect(await deliveriesOf(id)).toEqual([]);
    expect(receiver.received.map((request) => JSON.parse(request.body).type)).toEqual(["bounce"]);
    await sleep(0);
    await receiver.close();
  });
});
