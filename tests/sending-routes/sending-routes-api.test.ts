import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { campaigns } from "../campaigns/campaign-client";
import { validationError } from "../contacts/audience-client";
import { emails } from "../emails/email-client";
import { createTestTeam } from "../helpers/teams";
import { createConfig, smtp } from "../smtp/smtp-client";
import { createSendingRoute, routes } from "./routes-client";

// /sending-routes (docs/contract.md section 20): CRUD, health in the answers, and the bad input
// the issue names, each with its exact status and body.

const NOT_FOUND = (what: string) => errorEnvelope("not_found", "RESOURCE_NOT_FOUND", `${what} not found`);

describe("/sending-routes CRUD", () => {
  it("creates, lists, gets, updates and deletes a route, each target with its health", async () => {
    const { token, team } = await createTestTeam();
    const a = await createConfig(token, { name: "Relay A" });
    const b = await createConfig(token, { name: "Relay B", port: 2526 });

    const created = await routes.create(token, {
      name: "Newsletter pool",
      stream: "broadcast",
      isDefault: true,
      targets: [
        { smtpConfigId: a.id, weight: 70, priority: 1 },
        { smtpConfigId: b.id, weight: 30 },
      ],
    });
    expect(created.status).toBe(201);
    const healthy = { state: "healthy", lastError: null, until: null };
    expect(created.body).toEqual({
      id: expect.any(String),
      teamId: team.id,
      name: "Newsletter pool",
      stream: "broadcast",
      isDefault: true,
      cooldownSeconds: 60,
      isDeleted: false,
      targets: [
        { smtpConfigId: a.id, smtpConfigName: "Relay A", weight: 70, priority: 1, health: healthy },
        { smtpConfigId: b.id, smtpConfigName: "Relay B", weight: 30, priority: 1, health: healthy },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.id;

    const list = await routes.list(token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((route: { id: string }) => route.id)).toEqual([id]);
    expect(list.body.pagination).toMatchObject({ total: 1 });

    // A cooling target shows it, with the failure and until when.
    const until = new Date(Date.now() + 60_000);
    await db.smtpTargetHealth.create({ data: { smtpConfigId: b.id, coolingUntil: until, lastError: "421 busy" } });
    const got = await routes.get(token, id);
    expect(got.status).toBe(200);
    expect(got.body.targets[1].health).toEqual({ state: "cooling", lastError: "421 busy", until: until.toISOString() });

    const patched = await routes.patch(token, id, {
      name: "Pool",
      cooldownSeconds: 120,
      targets: [{ smtpConfigId: b.id, weight: 100, priority: 2 }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: "Pool", cooldownSeconds: 120, stream: "broadcast" });
    expect(patched.body.targets).toEqual([expect.objectContaining({ smtpConfigId: b.id, weight: 100, priority: 2 })]);

    // A second default of the same stream takes the default over.
    const second = await createSendingRoute(token, {
      name: "Other",
      stream: "broadcast",
      isDefault: true,
      targets: [{ smtpConfigId: a.id, weight: 1 }],
    });
    expect((await routes.get(token, id)).body.isDefault).toBe(false);
    expect((await routes.get(token, second.id)).body.isDefault).toBe(true);

    const removed = await routes.remove(token, id);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id, isDeleted: true });
    const gone = await routes.get(token, id);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(NOT_FOUND("Sending route"));
  });

  it("is another team's route not found (404)", async () => {
    const owner = await createTestTeam();
    const config = await createConfig(owner.token);
    const route = await createSendingRoute(owner.token, {
      name: "Mine",
      targets: [{ smtpConfigId: config.id, weight: 5 }],
    });
    const other = await createTestTeam();
    for (const answer of [
      await routes.get(other.token, route.id),
      await routes.patch(other.token, route.id, { name: "Theirs" }),
      await routes.remove(other.token, route.id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND("Sending route"));
    }
  });
});

describe("/sending-routes bad input", () => {
  it("refuses a route with no targets (400, targets)", async () => {
    const { token } = await createTestTeam();
    const answer = await routes.create(token, { name: "Empty", targets: [] });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(validationError({ targets: "must have 1 to 10 targets" }));
    const missing = await routes.create(token, { name: "Empty" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(validationError({ targets: "must be an array of targets" }));
  });

  it("refuses more than ten targets (400)", async () => {
    const { token } = await createTestTeam();
    const config = await createConfig(token);
    const targets = Array.from({ length: 11 }, () => ({ smtpConfigId: config.id, weight: 1 }));
    const answer = await routes.create(token, { name: "Many", targets });
    expect(answer.status).toBe(400);
    expect(answer.body.details.targets).toBe("must have 1 to 10 targets");
  });

  it("refuses a weight of 0 or 101 (400, targets.0.weight)", async () => {
    const { token } = await createTestTeam();
    const config = await createConfig(token);
    for (const weight of [0, 101]) {
      const answer = await routes.create(token, { name: "Weights", targets: [{ smtpConfigId: config.id, weight }] });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(validationError({ "targets.0.weight": "must be an integer from 1 to 100" }));
    }
  });

  it("refuses a priority of 0 and an unknown stream (400)", async () => {
    const { token } = await createTestTeam();
    const config = await createConfig(token);
    const answer = await routes.create(token, {
      name: "Odd",
      stream: "bulk",
      targets: [{ smtpConfigId: config.id, weight: 5, priority: 0 }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      validationError({
        stream: "must be one of transactional, broadcast, any",
        "targets.0.priority": "must be an integer from 1 to 100",
      }),
    );
  });

  it("answers 404 for a target that is another team's SMTP config, as for any foreign id", async () => {
    const { token } = await createTestTeam();
    const mine = await createConfig(token);
    const other = await createTestTeam();
    const theirs = await createConfig(other.token);
    const answer = await routes.create(token, {
      name: "Borrowed",
      targets: [
        { smtpConfigId: mine.id, weight: 5 },
        { smtpConfigId: theirs.id, weight: 5 },
      ],
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(NOT_FOUND("SMTP configuration"));
    expect(await db.sendingRoute.count({ where: { name: "Borrowed" } })).toBe(0);
  });

  it("answers 404 for an unknown routeId on a send and on a campaign", async () => {
    const { token } = await createTestTeam();
    await createConfig(token);
    const sent = await emails.send(token, { to: "ada@example.com", subject: "Hi", html: "<p>Hi</p>", routeId: "nope" });
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual(NOT_FOUND("Sending route"));
    const other = await createTestTeam();
    const config = await createConfig(other.token);
    const foreign = await createSendingRoute(other.token, {
      name: "Theirs",
      targets: [{ smtpConfigId: config.id, weight: 1 }],
    });
    const viaForeign = await emails.send(token, {
      to: "ada@example.com",
      subject: "Hi",
      html: "<p>Hi</p>",
      routeId: foreign.id,
    });
    expect(viaForeign.status).toBe(404);
    expect(viaForeign.body).toEqual(NOT_FOUND("Sending route"));

    const campaign = await campaigns.create(token, { name: "Spring", routeId: foreign.id });
    expect(campaign.status).toBe(404);
    expect(campaign.body).toEqual(NOT_FOUND("Sending route"));
  });

  it("refuses a bad warm-up on an SMTP config (400 with the fields)", async () => {
    const { token } = await createTestTeam();
    const config = await createConfig(token);
    const answer = await smtp.patch(token, config.id, {
      warmup: { startPerDay: 0, growthPercent: 30, maxPerDay: 100 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(validationError({ "warmup.startPerDay": "must be an integer from 1 to 1000000" }));
    const below = await smtp.patch(token, config.id, {
      warmup: { startPerDay: 500, growthPercent: 30, maxPerDay: 100 },
    });
    expect(below.status).toBe(400);
    expect(below.body).toEqual(validationError({ "warmup.maxPerDay": "must be at least startPerDay" }));
    const notObject = await smtp.patch(token, config.id, { warmup: 5 });
    expect(notObject.status).toBe(400);
    expect(notObject.body).toEqual(
      validationError({ warmup: "must be an object with startPerDay, growthPercent and maxPerDay, or null" }),
    );
  });
});
