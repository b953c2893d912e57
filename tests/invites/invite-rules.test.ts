import { describe, expect, it } from "vitest";
import { call, errorEnvelope, uniqueEmail, unprocessable } from "../teams/team-client";
import {
  accept,
  addMember,
  createTestApiKey,
  createTestTeam,
  db,
  INVALID_BODY,
  invite,
  invitesRoute,
  PASSWORD,
} from "./invite-client";

// Invite conflicts, who may invite and bad input (the set-up in invite-client.ts); the flow from the
// mail to acceptance is in invite-flow.test.ts.

describe("invite conflicts", () => {
  it("refuses to invite an email that is already a member of the team", async () => {
    const { team, token } = await createTestTeam();
    const member = await addMember(team.id);
    const { status, body } = await invite(token, { email: member.user.email.toUpperCase(), name: "Already Here" });
    expect(status).toBe(409);
    expect(body).toEqual(
      errorEnvelope("conflict", "CONFLICT", "This email belongs to a member of this team already", {
        email: "is already a member of this team",
      }),
    );
    expect(await db.teamInvite.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("refuses a second pending invite for the same email", async () => {
    const { token } = await createTestTeam();
    const email = uniqueEmail();
    expect((await invite(token, { email, name: "First Try" })).status).toBe(201);
    const { status, body } = await invite(token, { email, name: "Second Try" });
    expect(status).toBe(409);
    expect(body).toEqual(
      errorEnvelope(
        "conflict",
        "CONFLICT",
        "An invite to this email is already pending. Resend or revoke it instead.",
        {
          email: "already has a pending invite to this team",
        },
      ),
    );
  });

  it("refuses to accept for an email that has an account in another team, or already in this team", async () => {
    const { team, token } = await createTestTeam();
    const elsewhere = await createTestTeam("Elsewhere Inc");
    const created = await invite(token, { email: elsewhere.user.email, name: "Busy Person" });
    expect(created.status).toBe(201);
    const otherTeam = await accept({ code: created.body.code, password: PASSWORD });
    expect(otherTeam.status).toBe(409);
    expect(otherTeam.body).toEqual(
      errorEnvelope(
        "conflict",
        "EMAIL_IN_OTHER_TEAM",
        "An account with this email already belongs to another team. A Sendwell account belongs to one team: sign in to that account, or ask to be invited under another email.",
      ),
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: elsewhere.user.id } })).teamId).toBe(elsewhere.team.id);

    const email = uniqueEmail();
    const pending = await invite(token, { email, name: "Joined Meanwhile" });
    await db.user.create({ data: { email, teamId: team.id } });
    const sameTeam = await accept({ code: pending.body.code, password: PASSWORD });
    expect(sameTeam.status).toBe(409);
    expect(sameTeam.body).toEqual(
      errorEnvelope("conflict", "ALREADY_MEMBER", "You are already a member of this team. Sign in instead."),
    );
  });

  it("holds the team_collaboration cap, pending invites included", async () => {
    const { team, token } = await createTestTeam();
    const plan = await db.product.create({
      data: {
        name: `Two Seats ${team.id}`,
        price: 0,
        features: { create: { feature: "team_collaboration", enabled: true, limit: 2 } },
      },
    });
    await db.subscription.updateMany({ where: { team_id: team.id }, data: { product_id: plan.id } });

    expect((await invite(token, { email: uniqueEmail(), name: "Seat Two" })).status).toBe(201);
    const { status, body } = await invite(token, { email: uniqueEmail(), name: "Seat Three" });
    expect(status).toBe(403);
    expect(body).toEqual(
      errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        `Your Two Seats ${team.id} plan allows 2 team collaboration items. Upgrade to add more.`,
        { feature: "team_collaboration", limit: 2, used: 2 },
      ),
    );
    expect(await db.teamInvite.count({ where: { teamId: team.id } })).toBe(1);
  });
});

describe("who may invite", () => {
  it("refuses a MEMBER with the SPEC message", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    const { status, body } = await invite(member.token, { email: uniqueEmail(), name: "Sneaky Invite" });
    expect(status).toBe(403);
    expect(body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
    const listing = await call(invitesRoute.GET, "/invites", { token: member.token });
    expect(listing.status).toBe(403);
  });

  it("sends an API key's invites in its creator's name, and refuses a key without a creator", async () => {
    const { team, user: owner } = await createTestTeam();
    const key = await createTestApiKey(team.id, ["invites:write"]);
    const headers = { "x-api-key": key };
    const orphan = await call(invitesRoute.POST, "/invites", {
      method: "POST",
      json: { email: uniqueEmail(), name: "Via Key" },
      headers,
    });
    expect(orphan.status).toBe(422);
    expect(orphan.body).toEqual(
      unprocessable(
        "Invites are sent in a team member's name, and this API key has no current member as its creator. Use a key created by a team member, or a user's access token.",
      ),
    );

    await db.aPIKey.updateMany({ where: { teamId: team.id }, data: { createdById: owner.id } });
    const viaKey = await call(invitesRoute.POST, "/invites", {
      method: "POST",
      json: { email: uniqueEmail(), name: "Via Key" },
      headers,
    });
    expect(viaKey.status).toBe(201);
    expect(viaKey.body.inviterId).toBe(owner.id);
  });
});

describe("invite bad input", () => {
  it("answers 400 with field details for a malformed email, a 1-character name and an unknown role", async () => {
    const { team, token } = await createTestTeam();
    const badEmail = await invite(token, { email: "not-an-email", name: "Valid Name" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual(INVALID_BODY({ email: "must be a valid email address" }));

    const shortName = await invite(token, { email: uniqueEmail(), name: "G" });
    expect(shortName.status).toBe(400);
    expect(shortName.body).toEqual(INVALID_BODY({ name: "must be at least 2 characters" }));

    const badRole = await invite(token, { email: uniqueEmail(), name: "Valid Name", role: "OWNER" });
    expect(badRole.status).toBe(400);
    expect(badRole.body).toEqual(INVALID_BODY({ role: "must be ADMIN or MEMBER" }));

    const superAdmin = await invite(token, { email: uniqueEmail(), name: "Valid Name", role: "SUPER_ADMIN" });
    expect(superAdmin.status).toBe(400);
    expect(superAdmin.body).toEqual(INVALID_BODY({ role: "SUPER_ADMIN cannot be assigned through the API" }));
    expect(await db.teamInvite.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("answers 400 for a short or missing password on accept, leaving the invite usable", async () => {
    const { token } = await createTestTeam();
    const created = await invite(token, { email: uniqueEmail(), name: "Careful Typist" });

    const short = await accept({ code: created.body.code, password: "short" });
    expect(short.status).toBe(400);
    expect(short.body).toEqual(INVALID_BODY({ password: "must be at least 8 characters" }));

    const missing = await accept({ code: created.body.code });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(
      INVALID_BODY({ password: "is required to create your account (at least 8 characters)" }),
    );

    const noCode = await accept({ password: PASSWORD });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toEqual(INVALID_BODY({ code: "is required" }));

    expect((await accept({ code: created.body.code, password: PASSWORD })).status).toBe(200);
  });
});
