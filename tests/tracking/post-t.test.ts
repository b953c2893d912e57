import { beforeAll, describe, expect, it } from "vitest";
import { POST as track } from "@/app/api/v1/t/route";
import { db } from "@/lib/db";
import { clickToken, openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { isSuppressed } from "@/lib/services/suppressions/is-suppressed";
import { apiRequest, callRoute } from "../helpers/http";
import { addMember, createTestApiKey } from "../helpers/teams";
import { alter, DESKTOP_CHROME, IPHONE_SAFARI, trackedEmailFixture } from "./fixtures";
import { errorEnvelope } from "../auth/auth-client";

beforeAll(() => db.$queryRaw`SELECT 1`);

function post(json: unknown, options: { token?: string; headers?: Record<string, string>; ip?: string } = {}) {
  return callRoute(track, apiRequest("/t", { method: "POST", json, ...options }));
}

const validation = (details: Record<string, string>) => ({
  error: "validation_error",
  code: "VALIDATION_ERROR",
  message: "Invalid body",
  details,
  timestamp: expect.any(String),
});

describe("POST /t with a credential", () => {
  it("creates an enriched entry and answers it with 200", async () => {
    const { email, token, team, contact } = await trackedEmailFixture();
    const response = await post(
      {
        emailId: email.id,
        event: "open",
        timestamp: "2026-11-23T09:30:00Z",
        userAgent: IPHONE_SAFARI,
        ipAddress: "8.8.8.8",
        metadata: { source: "esp" },
      },
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-ratelimit-limit")).toBe("1000");
    const body = await response.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      emailId: email.id,
      event: "open",
      timestamp: "2026-11-23T09:30:00.000Z",
      campaignId: null,
      contactId: contact.id,
      browser: "Mobile Safari",
      os: "iOS",
      deviceType: "mobile",
      ipAddress: "8.8.8.8",
      country: "US",
      userAgent: IPHONE_SAFARI,
      url: null,
      metadata: { source: "esp" },
      isAutomated: false,
    });
    const row = await db.emailTracking.findFirstOrThrow({ where: { id: body.id } });
    expect(row.teamId).toBe(team.id);
  });

  it("records a click with its url and accepts metadata as UTF-8 bytes; a huge user agent is cut to 512", async () => {
    const { email, token } = await trackedEmailFixture();
    const metadata = [...Buffer.from('{"k":1}')];
    const response = await post(
      {
        emailId: email.id,
        event: "click",
        url: "https://example.com/x",
        userAgent: `${DESKTOP_CHROME}${"A".repeat(50_000)}`,
        metadata,
      },
      { token },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      event: "click",
      url: "https://example.com/x",
      metadata: { k: 1 },
      browser: "Chrome",
      deviceType: "desktop",
    });
    expect(body.userAgent).toHaveLength(512);
  });

  it("bounce sets the contact BOUNCED, the email BOUNCED and suppresses the address", async () => {
    const { email, token, team, contact } = await trackedEmailFixture();
    const response = await post({ emailId: email.id, event: "bounce", metadata: { smtp: "550 5.1.1" } }, { token });
    expect(response.status).toBe(200);
    expect((await response.json()).event).toBe("bounce");
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("BOUNCED");
    expect((await db.email.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("BOUNCED");
    expect(await isSuppressed({ teamId: team.id, email: contact.email })).toBe(true);
    const suppression = await db.suppression.findFirstOrThrow({
      where: { teamId: team.id, email: contact.email.toLowerCase() },
    });
    expect(suppression.reason).toBe("BOUNCED");
  });

  it("complaint sets the contact COMPLAINED and suppresses the address", async () => {
    const { email, token, team, contact } = await trackedEmailFixture();
    expect((await post({ emailId: email.id, event: "complaint" }, { token })).status).toBe(200);
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("COMPLAINED");
    const suppression = await db.suppression.findFirstOrThrow({
      where: { teamId: team.id, email: contact.email.toLowerCase() },
    });
    expect(suppression.reason).toBe("COMPLAINED");
    // A later bounce does not downgrade a complaint.
    expect((await post({ emailId: email.id, event: "bounce" }, { token })).status).toBe(200);
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("COMPLAINED");
  });

  it("answers 404 for another team's email and an unknown id", async () => {
    const { email } = await trackedEmailFixture("Owner Co");
    const { token: otherToken } = await trackedEmailFixture("Other Co");
    for (const emailId of [email.id, "ck-unknown"]) {
      const response = await post({ emailId, event: "open" }, { token: otherToken });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Email not found"));
    }
    expect(await db.emailTracking.count({ where: { emailId: email.id } })).toBe(0);
  });

  it("refuses bad input with 400 and per-field details", async () => {
    const { email, token } = await trackedEmailFixture();
    const cases: [unknown, Record<string, string>][] = [
      [{ emailId: email.id, event: "delivered" }, { event: "must be one of click, open, reply, bounce, complaint" }],
      [{ emailId: email.id }, { event: "is required" }],
      [{ event: "open" }, { emailId: "is required" }],
      [{ emailId: "", event: "open" }, { emailId: "is required" }],
      [{ emailId: email.id, event: "open", ipAddress: "999.1.1.1" }, { ipAddress: "must be an IPv4 or IPv6 address" }],
      [{ emailId: email.id, event: "open", url: "https://example.com" }, { url: "only allowed for click events" }],
      [{ emailId: email.id, event: "click", url: "javascript:alert(1)" }, { url: "must be an http(s) URL" }],
      [{ emailId: email.id, event: "open", timestamp: "yesterday" }, { timestamp: "must be an ISO-8601 date-time" }],
      [{ emailId: email.id, event: "open", metadata: "x" }, { metadata: "must be a JSON object" }],
    ];
    for (const [json, details] of cases) {
      const response = await post(json, { token });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toEqual(validation(details));
    }
    expect(await db.emailTracking.count({ where: { emailId: email.id } })).toBe(0);
  });

  it("needs a credential for the emailId form and analytics:write", async () => {
    const { email, team } = await trackedEmailFixture();
    const anonymous = await post({ emailId: email.id, event: "open" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "unauthorized", message: "Authorization header required" });
    const { token: memberToken } = await addMember(team.id, "MEMBER");
    const member = await post({ emailId: email.id, event: "open" }, { token: memberToken });
    expect(member.status).toBe(403);
    expect(await member.json()).toMatchObject({ code: "INSUFFICIENT_PERMISSIONS" });
    const key = await createTestApiKey(team.id, ["analytics:write"]);
    expect((await post({ emailId: email.id, event: "reply" }, { headers: { "x-api-key": key } })).status).toBe(200);
  });
});

describe("POST /t with a token", () => {
  it("records an open for a pixel token and a click with its URL for a link token, from the request's agent and address", async () => {
    const { email } = await trackedEmailFixture();
    const opened = await post(
      { token: openToken(email.id), event: "open" },
      { headers: { "user-agent": DESKTOP_CHROME }, ip: "81.2.69.160" },
    );
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      emailId: email.id,
      event: "open",
      browser: "Chrome",
      country: "GB",
      ipAddress: "81.2.69.160",
      isAutomated: false,
    });
    const clicked = await post(
      { token: clickToken(email.id, "https://example.com/deal"), event: "click" },
      { headers: { "user-agent": DESKTOP_CHROME } },
    );
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toMatchObject({ event: "click", url: "https://example.com/deal" });
  });

  it("refuses an event the token does not allow, forged tokens and extra fields", async () => {
    const { email } = await trackedEmailFixture();
    const wrong = await post({ token: openToken(email.id), event: "bounce" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(validation({ event: "must be open for an open token" }));
    const wrongClick = await post({ token: clickToken(email.id, "https://example.com"), event: "open" });
    expect(await wrongClick.json()).toEqual(validation({ event: "must be click for a click token" }));
    for (const token of ["garbage", alter(openToken(email.id))]) {
      const forged = await post({ token, event: "open" });
      expect(forged.status).toBe(404);
      expect(await forged.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Tracking token not valid"));
    }
    const extra = await post({ token: openToken(email.id), event: "open", emailId: email.id });
    expect(await extra.json()).toEqual(validation({ emailId: "not allowed with token" }));
    expect(await db.emailTracking.count({ where: { emailId: email.id } })).toBe(0);
  });
});
