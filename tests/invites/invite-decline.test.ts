import { describe, expect, it } from "vitest";
import { call, errorEnvelope, uniqueEmail } from "../teams/team-client";
import { acceptRoute, createTestTeam, db, inviteRoute, invitesRoute, lookup, NOT_PENDING } from "./invite-client";

// Declining an invite (the SMTP peer and the routes in invite-client.ts).

const declineRoute = await import("@/app/api/v1/invites/decline/route");

const decline = (json: unknown) => call(declineRoute.POST, "/invites/decline", { method: "POST", json });

async function pendingInvite() {
  const { team, token } = await createTestTeam();
  const created = await call(invitesRoute.POST, "/invites", {
    method: "POST",
    json: { email: uniqueEmail("declines"), name: "Grace Hopper" },
    token,
  });
  expect(created.status).toBe(201);
  return { team, token, invite: created.body as { id: string; code: string } };
}

describe("POST /invites/decline", () => {
  it("turns the invite down: REJECTED, audited, the code no longer accepts, declining again answers the same", async () => {
    const { team, token, invite } = await pendingInvite();
    expect(await decline({ code: invite.code })).toEqual({ status: 200, body: { status: "REJECTED" } });
    const stored = await db.teamInvite.findUniqueOrThrow({ where: { id: invite.id } });
    expect(stored).toMatchObject({ status: "REJECTED", isDeleted: false, acceptedAt: null });
    expect(
      await db.auditLog.count({ where: { teamId: team.id, action: "invite.declined", targetId: invite.id } }),
    ).toBe(1);
    expect((await lookup(invite.code)).body).toMatchObject({ status: "REJECTED", expired: false, declined: true });
    // Still in the team's list, so the admin sees the answer.
    const read = await call(inviteRoute.GET, `/invites/${invite.id}`, { token, params: { id: invite.id } });
    expect(read.body).toMatchObject({ status: "REJECTED" });

    const accepted = await call(acceptRoute, "/invites/accept", {
      method: "POST",
      json: { code: invite.code, password: "correct-horse-battery" },
    });
    expect(accepted).toEqual({
      status: 409,
      body: NOT_PENDING("This invite was declined. Ask the team for a new invite."),
    });
    expect(await decline({ code: invite.code })).toEqual({ status: 200, body: { status: "REJECTED" } });
    expect(await db.auditLog.count({ where: { teamId: team.id, action: "invite.declined" } })).toBe(1);
  });

  it("refuses unknown, used, revoked and expired invites, and bad bodies, with exact errors", async () => {
    expect(await decline({ code: "no-such-code" })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Invite not found"),
    });
    expect(await decline({})).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { code: "is required" }),
    });

    const used = await pendingInvite();
    expect(
      (
        await call(acceptRoute, "/invites/accept", {
          method: "POST",
          json: { code: used.invite.code, password: "correct-horse-battery" },
        })
      ).status,
    ).toBe(200);
    expect(await decline({ code: used.invite.code })).toEqual({
      status: 409,
      body: NOT_PENDING("This invite has already been used."),
    });

    const revoked = await pendingInvite();
    await call(inviteRoute.DELETE, `/invites/${revoked.invite.id}`, {
      method: "DELETE",
      token: revoked.token,
      params: { id: revoked.invite.id },
    });
    expect(await decline({ code: revoked.invite.code })).toEqual({
      status: 409,
      body: NOT_PENDING("This invite was revoked. Ask the team for a new invite."),
    });
    expect((await lookup(revoked.invite.code)).body).toMatchObject({ status: "REJECTED", declined: false });

    const expired = await pendingInvite();
    const past = new Date(Date.now() - 60_000);
    await db.teamInvite.update({ where: { id: expired.invite.id }, data: { expiresAt: past } });
    expect(await decline({ code: expired.invite.code })).toEqual({
      status: 409,
      body: NOT_PENDING(`This invite expired on ${past.toISOString()}. Ask the team for a new invite.`),
    });
  });

  it("answers 405 to other methods", async () => {
    expect((await call(declineRoute.GET, "/invites/decline")).status).toBe(405);
  });
});
