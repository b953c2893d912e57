import { Webhook } from "standardwebhooks";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { publishEvents } from "@/lib/services/events";
import { attemptDelivery } from "@/lib/services/webhooks/attempt-delivery";
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

// Deliveries end to end: events published -> Delivery rows -> deliver-webhook jobs run by a real
// pg-boss worker -> a real HTTP receiver that checks signatures with the official
// `standardwebhooks` verifier. Attempts that must not start a job are run directly. The retry
// schedule, the test and retry routes and dispatch are in webhook-routes.test.ts.

const utf8 = (text: string) => new TextEncoder().encode(text);

useDeliveryWorker();

describe("signed delivery", () => {
  it("POSTs {type, timestamp, data} that the official verifier accepts (raw UTF-8 key and base64 key), and records SUCCESS", async () => {
    const receiver = await startReceiver();
    const secret = "s3cret-with-ünïcode-and-more-than-16";
    const { team, webhook } = await teamWithWebhook(receiver.url, { secret, events: ["open"] });
    await publishEvents([
      {
        teamId: team.id,
        type: "open",
        timestamp: new Date("2026-11-23T10:00:00.000Z"),
        data: { emailId: "em_1", contactId: "ct_1", campaignId: null, recipient: "ann@example.com" },
      },
    ]);

    const [delivery] = await settledDeliveries(webhook.id, 1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-id"]).toBe(delivery.id);
    expect(Math.abs(Number(request.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(request.body)).toEqual({
      type: "open",
      timestamp: "2026-11-23T10:00:00.000Z",
      data: { emailId: "em_1", contactId: "ct_1", campaignId: null, recipient: "ann@example.com" },
    });
    expect(Object.keys(JSON.parse(request.body))).toEqual(["type", "timestamp", "data"]);

    const headers = request.headers as Record<string, string>;
    const verified = new Webhook(utf8(secret), { format: "raw" }).verify(request.body, headers);
    expect(verified).toEqual(JSON.parse(request.body));
    // The package's default format takes the key base64-encoded: the same bytes verify too.
    expect(new Webhook(Buffer.from(secret, "utf8").toString("base64")).verify(request.body, headers)).toEqual(
      JSON.parse(request.body),
    );
    expect(() => new Webhook(utf8(`${secret}x`), { format: "raw" }).verify(request.body, headers)).toThrow(
      /No matching signature/,
    );
    expect(() =>
      new Webhook(utf8(secret), { format: "raw" }).verify(request.body.replace("ann@", "bob@"), headers),
    ).toThrow(/No matching signature/);

    expect(delivery).toMatchObject({
      status: "SUCCESS",
      attempts: 1,
      responseCode: 200,
      responseBody: "ok",
      error: null,
      nextAttemptAt: null,
    });
    expect(delivery.attemptLog).toEqual([
      expect.objectContaining({ attempt: 1, responseCode: 200, responseBody: "ok", error: null }),
    ]);
    await receiver.close();
  });

  it("retries a 500 after about 5 s with the same webhook-id; the log shows both attempts", async () => {
    const receiver = await startReceiver((request, index, response) =>
      answerWith(index === 0 ? 500 : 200, index === 0 ? "boom" : "fine")(request, index, response),
    );
    const { team, token, webhook } = await teamWithWebhook(receiver.url, { events: ["click"] });
    await publishEvents([
      {
        teamId: team.id,
        type: "click",
        timestamp: new Date(),
        data: { emailId: "em_2", url: "https://example.com/x" },
      },
    ]);

    await vi.waitFor(async () => expect((await deliveriesOf(webhook.id))[0]?.attemptLog).toHaveLength(1), {
      timeout: 10_000,
      interval: 100,
    });
    const afterFirst = (await deliveriesOf(webhook.id))[0];
    expect(afterFirst).toMatchObject({
      status: "PENDING",
      attempts: 1,
      responseCode: 500,
      responseBody: "boom",
      error: "Answered HTTP 500",
    });
    expect(afterFirst.nextAttemptAt!.getTime() - afterFirst.attemptLog[0].createdAt.getTime()).toBeGreaterThanOrEqual(
      4_000,
    );

    const [settled] = await settledDeliveries(webhook.id, 1, 20_000);
    expect(settled).toMatchObject({
      status: "SUCCESS",
      attempts: 2,
      responseCode: 200,
      responseBody: "fine",
      error: null,
    });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].at - receiver.received[0].at).toBeGreaterThanOrEqual(4_500);
    expect(receiver.received[1].headers["webhook-id"]).toBe(receiver.received[0].headers["webhook-id"]);
    expect(receiver.received[1].body).toBe(receiver.received[0].body);

    const log = await webhooks.deliveries(token, webhook.id);
    expect(log.status).toBe(200);
    expect(log.body.data[0]).toMatchObject({
      id: settled.id,
      event: "click",
      status: "SUCCESS",
      attempts: 2,
      payload: { type: "click", data: { emailId: "em_2" } },
      attemptLog: [
        {
          attempt: 1,
          responseCode: 500,
          responseBody: "boom",
          error: "Answered HTTP 500",
          durationMs: expect.any(Number),
        },
        { attempt: 2, responseCode: 200, responseBody: "fine", error: null, durationMs: expect.any(Number) },
      ],
    });
    expect((await webhooks.deliveries(token, webhook.id, "?status=FAILED")).body.pagination.total).toBe(0);
    expect((await webhooks.deliveries(token, webhook.id, "?status=SUCCESS&event=click")).body.pagination.total).toBe(1);
    expect((await webhooks.deliveries(token, webhook.id, "?event=open")).body.pagination.total).toBe(0);
    await receiver.close();
  });
});

describe("attempt outcomes (run directly)", () => {
  it("times out a receiver that never answers at 10 s, and fails it when no retry is left", async () => {
    const receiver = await startReceiver(() => undefined);
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, "hanging-secret-0123456789");
    const delivery = await pendingDelivery(webhook.id);
    const started = Date.now();
    expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 1, retryDelays: [] })).toBe("FAILED");
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(9_900);
    expect(elapsed).toBeLessThan(13_000);
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({ status: "FAILED", attempts: 1, responseCode: null, error: "Timed out after 10 s" });
    expect(row.attemptLog[0].durationMs).toBeGreaterThanOrEqual(9_900);
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  }, 20_000);

  it("does not follow a redirect: one request, a failed attempt naming the target", async () => {
    const receiver = await startReceiver((_request, _index, response) => {
      response.writeHead(302, { location: "http://169.254.169.254/latest" });
      response.end();
    });
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, "redirect-secret-0123456789");
    const delivery = await pendingDelivery(webhook.id);
    expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 1, retryDelays: [60] })).toBe("RETRY");
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({
      status: "PENDING",
      responseCode: 302,
      error: "Redirects are not followed (302 to http://169.254.169.254/latest)",
    });
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it("sends a claimed attempt once, even when its job runs twice at the same time", async () => {
    const receiver = await startReceiver();
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, "twice-secret-0123456789");
    const delivery = await pendingDelivery(webhook.id);
    const results = await Promise.all([
      attemptDelivery({ deliveryId: delivery.id, attempt: 1 }),
      attemptDelivery({ deliveryId: delivery.id, attempt: 1 }),
    ]);
    expect(results.sort()).toEqual(["SKIPPED", "SUCCESS"]);
    expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 1 })).toBe("SKIPPED");
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(webhook.id))[0].attemptLog).toHaveLength(1);
    await receiver.close();
  });

  it("refuses to connect to a private address at delivery time when private targets are not allowed", async () => {
    const receiver = await startReceiver();
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, "ssrf-secret-0123456789");
    const delivery = await pendingDelivery(webhook.id);
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 1, retryDelays: [] })).toBe("FAILED");
    } finally {
      env.ALLOW_PRIVATE_TARGETS = true;
    }
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({
      status: "FAILED",
      responseCode: null,
      error: "Refused: 127.0.0.1 is a private or loopback address",
    });
    expect(receiver.received).toHaveLength(0);
    await receiver.close();
  });

  it("turns off a webhook failing for 5 days; its pending deliveries stop", async () => {
    const receiver = await startReceiver(answerWith(503, "down"));
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, "dying-secret-0123456789", {
      failingSince: new Date(Date.now() - 4 * 24 * 3600 * 1000),
    });
    const first = await pendingDelivery(webhook.id);
    expect(await attemptDelivery({ deliveryId: first.id, attempt: 1, retryDelays: [] })).toBe("FAILED");
    expect(await db.webhook.findUniqueOrThrow({ where: { id: webhook.id } })).toMatchObject({
      isActive: true,
      disabledAt: null,
    });

    await db.webhook.update({
      where: { id: webhook.id },
      data: { failingSince: new Date(Date.now() - 5 * 24 * 3600 * 1000 - 60_000) },
    });
    const second = await pendingDelivery(webhook.id);
    const waiting = await pendingDelivery(webhook.id);
    expect(await attemptDelivery({ deliveryId: second.id, attempt: 1, retryDelays: [] })).toBe("FAILED");
    const disabled = await db.webhook.findUniqueOrThrow({ where: { id: webhook.id } });
    expect(disabled).toMatchObject({
      isActive: false,
      disabledAt: expect.any(Date),
      disabledReason: expect.stringMatching(/failed for 5 days/),
    });

    expect(await attemptDelivery({ deliveryId: waiting.id, attempt: 1 })).toBe("FAILED");
    expect(await db.delivery.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({
      status: "FAILED",
      attempts: 0,
      error: disabled.disabledReason,
    });
    expect(receiver.received).toHaveLength(2);
    await receiver.close();
  });

  it("a success clears the failure streak", async () => {
    const receiver = await startReceiver();
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, "healed-secret-0123456789", {
      failingSince: new Date(Date.now() - 3600_000),
    });
    const delivery = await pendingDelivery(webhook.id);
    expect(await attemptDelivery({ deliveryId: delivery.id, attempt: 1 })).toBe("SUCCESS");
    expect((await db.webhook.findUniqueOrThrow({ where: { id: webhook.id } })).failingSince).toBeNull();
    await receiver.close();
  });
});
