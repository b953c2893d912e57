import { describe, expect, it } from "vitest";
import { GET as getSettings, PATCH as patchSettings, PUT as putSettings } from "@/app/api/v1/settings/route";
import { tokenFor, addMember, createTestTeam } from "../helpers/teams";
import { db } from "@/lib/db";
import { call, errorEnvelope } from "../teams/team-client";

const INVALID_BODY = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);
const patch = (token: string, json: unknown) => call(patchSettings, "/settings", { method: "PATCH", json, token });

describe("GET /settings", () => {
  it("answers the team's settings and branding", async () => {
    const { team, token } = await createTestTeam("Brightside");
    const { status, body } = await call(getSettings, "/settings", { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(String),
      teamId: team.id,
      trackOpens: true,
      trackClicks: true,
      timezone: "UTC",
      requireVerifiedDomain: false,
      returnPathDomain: null,
      require2fa: false,
      blockSendOnFailedChecks: false,
      inviteTemplateId: null,
      welcomeTemplateId: null,
      locale: "en",
      signupRedirectHosts: [],
      destinationLimits: [],
      brandingSettingsId: body.branding.id,
      branding: {
        id: expect.any(String),
        dashboardName: null,
        logoUrl: null,
        primaryColor: null,
        isDeleted: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("creates settings and branding on first read for a team that has none, once", async () => {
    const team = await db.team.create({ data: { name: "Legacy Team" } });
    const owner = await db.user.create({
      data: { teamId: team.id, email: `legacy-${team.id}@example.com`, role: "ADMIN" },
    });
    const token = await tokenFor(owner.id, team.id, "ADMIN");

    const [first, second] = [
      await call(getSettings, "/settings", { token }),
      await call(getSettings, "/settings", { token }),
    ];
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ teamId: team.id, timezone: "UTC", branding: { dashboardName: null } });
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.branding.id).toBe(first.body.branding.id);
    expect(await db.teamSettings.count({ where: { teamId: team.id } })).toBe(1);
  });
});

describe("PATCH /settings", () => {
  it("changes only the fields given, canonicalises the zone and the colour, and clears with null", async () => {
    const { token } = await createTestTeam();
    const updated = await patch(token, {
      trackOpens: false,
      timezone: "europe/paris",
      signupRedirectHosts: [" WWW.Example.org ", "www.example.org"],
      branding: {
        dashboardName: "  Acme Mail  ",
        logoUrl: "https://assets.example.com/logo.png",
        primaryColor: "#4F46E5",
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      trackOpens: false,
      trackClicks: true,
      timezone: "Europe/Paris",
      signupRedirectHosts: ["www.example.org"],
      branding: { dashboardName: "Acme Mail", logoUrl: "https://assets.example.com/logo.png", primaryColor: "#4f46e5" },
    });

    const cleared = await call(putSettings, "/settings", {
      method: "PUT",
      json: { branding: { logoUrl: null, primaryColor: null } },
      token,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      trackOpens: false,
      timezone: "Europe/Paris",
      branding: { dashboardName: "Acme Mail", logoUrl: null, primaryColor: null },
    });
    expect((await call(getSettings, "/settings", { token })).body).toEqual(cleared.body);
  });

  it("refuses a time zone that is not IANA", async () => {
    const { token } = await createTestTeam();
    const details = { timezone: "must be an IANA time zone such as Europe/Paris or America/New_York" };
    for (const timezone of ["Mars/Olympus_Mons", "+02:00", ""]) {
      const { status, body } = await patch(token, { timezone });
      expect(status, timezone).toBe(400);
      expect(body).toEqual(INVALID_BODY(details));
    }
    expect((await call(getSettings, "/settings", { token })).body.timezone).toBe("UTC");
  });

  it("refuses bad branding values with per-field details", async () => {
    const { token } = await createTestTeam();
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ primaryColor: "#12345" }, { "branding.primaryColor": "must be a hex color like #4f46e5" }],
      [{ primaryColor: "red" }, { "branding.primaryColor": "must be a hex color like #4f46e5" }],
      [{ logoUrl: "javascript:alert(1)" }, { "branding.logoUrl": "must be an http or https URL" }],
      [{ logoUrl: "ftp://example.com/logo.png" }, { "branding.logoUrl": "must be an http or https URL" }],
      [{ dashboardName: "   " }, { "branding.dashboardName": "cannot be empty (send null to clear it)" }],
      [{ dashboardName: "x".repeat(61) }, { "branding.dashboardName": "must be at most 60 characters" }],
    ];
    for (const [branding, details] of cases) {
      const { status, body } = await patch(token, { branding });
      expect(status, JSON.stringify(branding)).toBe(400);
      expect(body).toEqual(INVALID_BODY(details));
    }
    const trackOpens = await patch(token, { trackOpens: "yes" });
    expect(trackOpens.status).toBe(400);
    expect(trackOpens.body).toEqual(INVALID_BODY({ trackOpens: "must be true or false" }));
    expect((await call(getSettings, "/settings", { token })).body.branding).toMatchObject({
      logoUrl: null,
      primaryColor: null,
    });
  });

  it("lets a MEMBER read but not change settings", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    expect((await call(getSettings, "/settings", { token: member.token })).status).toBe(200);
    const { status, body } = await patch(member.token, { trackOpens: false });
    expect(status).toBe(403);
    expect(body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
  });
});
