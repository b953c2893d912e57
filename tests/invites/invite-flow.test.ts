import { describe, expect, it } from "vitest";
import { call, errorEnvelope, uniqueEmail } from "../teams/team-client";
import {
  accept,
  createTestTeam,
  db,
  invite,
  inviteRoute,
  invitesRoute,
  lookup,
  NOT_PENDING,
  PASSWORD,
  smtp,
} from "./invite-client";

// An invite from its mail to its acceptance, resend and revocation (the set-up in invite-client.ts);
// conflicts, who may invite and bad input are in invite-rules.test.ts.
const { POST: resendRoute } = await import("@/app/api/v1/invites/[id]/resend/route");
const { GET: getTeam } = await import("@/app/api/v1/teams/current/route");
const { DELETE: removeMember } = await import("@/app/api/v1/teams/current/members/[userId]/route");
const { permissionsForRole } = await import("@/lib/auth/permissions");

describe("invite flow", () => {
  it("writes the invite in the team's language with its branding (docs/contract.md section 21)", async () => {
    const { team, user: owner, token } = await createTestTeam("Nordlicht");
    await db.user.update({ where: { id: owner.id }, data: { firstName: "Ada", lastName: "Lovelace" } });
    const branding = await db.branding.create({ data: { dashboardName: "Nordpost", primaryColor: "#7c3aed" } });
    await db.teamSettings.upsert({
      where: { teamId: team.id },
      create: { teamId: team.id, locale: "de", brandingSettingsId: branding.id },
      update: { locale: "de", brandingSettingsId: branding.id },
    });
    const email = uniqueEmail("greta");
    expect((await invite(token, { email, name: "Greta", role: "ADMIN" })).status).toBe(201);
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Ada Lovelace hat Sie zu Nordlicht auf Nordpost eingeladen");
    expect(mail.text).toContain("hat Sie eingeladen, Nordlicht auf Nordpost als Admin beizutreten.");
    expect(mail.text).toMatch(/läuft am \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} UTC ab\./u);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("background:#7c3aed");
  });

  it("mails a single-use link that creates a MEMBER of the team and signs them in", async () => {
    const { team, user: owner, token } = await createTestTeam("Acme <Growth>");
    await db.user.update({ where: { id: owner.id }, data: { firstName: "Ada", lastName: "Lovelace" } });
    const email = uniqueEmail("grace");

    const created = await invite(token, { email: email.toUpperCase(), name: "Grace Hopper", role: "MEMBER" });
    expect(created.status).toBe(201);
    const { code } = created.body;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.body).toMatchObject({
      email,
      name: "Grace Hopper",
      role: "MEMBER",
      status: "PENDING",
      teamId: team.id,
      inviterId: owner.id,
    });
    expect(created.body.inviter).toMatchObject({ id: owner.id, email: owner.email });
    expect(created.body.inviter).not.toHaveProperty("passwordHash");
    const expiresIn = Date.parse(created.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    const mail = await smtp.mailTo(email);
    const link = `http://localhost:3000/invite?code=${code}`;
    expect(mail.subject).toBe("Ada Lovelace invited you to Acme <Growth> on Sendwell");
    expect(mail.text).toContain(`Accept the invite: ${link}`);
    expect(mail.text).toContain(`Invite code: ${code}`);
    expect(mail.text).toContain("as a member");
    expect(mail.text).toMatch(/expires on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Acme &lt;Growth&gt;");
    expect(mail.html).not.toContain("<Growth>");

    const listed = await call(invitesRoute.GET, "/invites?status=PENDING", { token });
    expect(listed.status).toBe(200);
    expect(listed.body.pagination.total).toBe(1);
    expect(listed.body.data[0]).toMatchObject({ id: created.body.id, status: "PENDING" });
    expect(listed.body.data[0]).not.toHaveProperty("code");
    const read = await call(inviteRoute.GET, `/invites/${created.body.id}`, { token, params: { id: created.body.id } });
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty("code");

    const shown = await lookup(code);
    expect(shown).toEqual({
      status: 200,
      body: {
        email,
        name: "Grace Hopper",
        role: "MEMBER",
        teamName: "Acme <Growth>",
        inviterName: "Ada Lovelace",
        expiresAt: created.body.expiresAt,
        status: "PENDING",
        expired: false,
        declined: false,
      },
    });

    const accepted = await accept({ code, password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      user: { email, role: "MEMBER", teamId: team.id, firstName: "Grace", lastName: "Hopper", provider: "local" },
      team: { id: team.id, name: "Acme <Growth>" },
      token_type: "Bearer",
      expires_in: 86_400,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect(accepted.body.user).not.toHaveProperty("passwordHash");
    const userId = accepted.body.user.id;
    expect(await db.userPermission.count({ where: { userId } })).toBe(permissionsForRole("MEMBER").length);
    const stored = await db.teamInvite.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.status).toBe("ACCEPTED");
    expect(stored.acceptedAt).toBeInstanceOf(Date);

    const teamSeen = await call(getTeam, "/teams/current", { token: accepted.body.access_token });
    expect(teamSeen.status).toBe(200);
    expect(teamSeen.body).toMatchObject({ id: team.id, memberCount: 2 });

    const again = await accept({ code, password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(NOT_PENDING("This invite has already been used."));
    expect((await lookup(code)).body).toMatchObject({ status: "ACCEPTED", expired: false });
  });

  it("keeps the first and last name the invitee chose and can make an ADMIN", async () => {
    const { team, token } = await createTestTeam();
    const email = uniqueEmail("admin");
    const created = await invite(token, { email, name: "Someone", role: "ADMIN" });
    expect(created.status).toBe(201);
    expect((await smtp.mailTo(email)).text).toContain("as an admin");
    const accepted = await accept({
      code: created.body.code,
      password: PASSWORD,
      firstName: "Katherine",
      lastName: "Johnson",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({
      role: "ADMIN",
      teamId: team.id,
      firstName: "Katherine",
      lastName: "Johnson",
    });
  });

  it("refuses an expired invite with 409 and says so", async () => {
    const { token } = await createTestTeam();
    const created = await invite(token, { email: uniqueEmail(), name: "Late Comer" });
    const expiredAt = new Date(Date.now() - 1000);
    await db.teamInvite.update({ where: { id: created.body.id }, data: { expiresAt: expiredAt } });

    expect((await lookup(created.body.code)).body).toMatchObject({ status: "PENDING", expired: true });
    const { status, body } = await accept({ code: created.body.code, password: PASSWORD });
    expect(status).toBe(409);
    expect(body).toEqual(
      NOT_PENDING(`This invite expired on ${expiredAt.toISOString()}. Ask the team for a new invite.`),
    );
    expect(await db.user.count({ where: { email: created.body.email } })).toBe(0);
  });

  it("resends a pending invite with the same code and a fresh expiry", async () => {
    const { token } = await createTestTeam();
    const email = uniqueEmail("resend");
    const created = await invite(token, { email, name: "Twice Mailed" });
    await smtp.mailTo(email);
    await db.teamInvite.update({ where: { id: created.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const resent = await call(resendRoute, `/invites/${created.body.id}/resend`, {
      method: "POST",
      token,
      params: { id: created.body.id },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.code).toBe(created.body.code);
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThan(Date.now() + 7 * 86_400_000 - 60_000);
    await expect.poll(() => smtp.mailsTo(email).length).toBe(2);
    expect((await accept({ code: created.body.code, password: PASSWORD })).status).toBe(200);

    const afterUse = await call(resendRoute, `/invites/${created.body.id}/resend`, {
      method: "POST",
      token,
      params: { id: created.body.id },
    });
    expect(afterUse.status).toBe(409);
    expect(afterUse.body).toEqual(
      NOT_PENDING("Only pending invites can be resent; this one has already been accepted."),
    );
  });

  it("revokes an invite: its code answers 409 and it leaves the list", async () => {
    const { token } = await createTestTeam();
    const created = await invite(token, { email: uniqueEmail(), name: "Never Mind" });
    const { id } = created.body;

    const revoked = await call(inviteRoute.DELETE, `/invites/${id}`, { method: "DELETE", token, params: { id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id, status: "REJECTED", isDeleted: true });
    expect(revoked.body).not.toHaveProperty("code");

    expect((await call(inviteRoute.GET, `/invites/${id}`, { token, params: { id } })).status).toBe(404);
    expect((await call(invitesRoute.GET, "/invites", { token })).body.pagination.total).toBe(0);
    expect((await lookup(created.body.code)).body).toMatchObject({ status: "REJECTED", expired: false });
    const { status, body } = await accept({ code: created.body.code, password: PASSWORD });
    expect(status).toBe(409);
    expect(body).toEqual(NOT_PENDING("This invite was revoked. Ask the team for a new invite."));
  });

  it("cannot revoke an accepted invite", async () => {
    const { token } = await createTestTeam();
    const created = await invite(token, { email: uniqueEmail(), name: "Quick Joiner" });
    expect((await accept({ code: created.body.code, password: PASSWORD })).status).toBe(200);
    const { id } = created.body;
    const { status, body } = await call(inviteRoute.DELETE, `/invites/${id}`, {
      method: "DELETE",
      token,
      params: { id },
    });
    expect(status).toBe(409);
    expect(body).toEqual(NOT_PENDING("Only pending invites can be revoked; this one has already been accepted."));
  });

  it("answers 404 for an unknown code, on lookup and accept", async () => {
    const notFound = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Invite not found");
    expect(await lookup("no-such-code")).toEqual({ status: 404, body: notFound });
    expect(await accept({ code: "no-such-code", password: PASSWORD })).toEqual({ status: 404, body: notFound });
  });

  it("brings back a removed member through a new invite", async () => {
    const { team, token } = await createTestTeam();
    const email = uniqueEmail("returning");
    const first = await invite(token, { email, name: "Returning Member" });
    const joined = await accept({ code: first.body.code, password: PASSWORD });
    const userId = joined.body.user.id;
    const removed = await call(removeMember, `/teams/current/members/${userId}`, {
      method: "DELETE",
      token,
      params: { userId },
    });
    expect(removed.status).toBe(200);

    const second = await invite(token, { email, name: "Returning Member", role: "ADMIN" });
    expect(second.status).toBe(201);
    const rejoined = await accept({ code: second.body.code, password: "another-long-password" });
    expect(rejoined.status).toBe(200);
    expect(rejoined.body.user).toMatchObject({ id: userId, role: "ADMIN", teamId: team.id, isDeleted: false });
    expect((await call(getTeam, "/teams/current", { token: rejoined.body.access_token })).status).toBe(200);
  });
});
