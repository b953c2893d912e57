import { beforeAll, describe, expect, it } from "vitest";
import { GET as unsubscribePage, POST as unsubscribePost } from "@/app/api/v1/u/[token]/route";
import { readUnsubscribeToken, createUnsubscribeToken, unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import { isSuppressed } from "@/lib/services/suppressions/is-suppressed";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

beforeAll(() => db.$queryRaw`SELECT 1`);

// docs/contract.md section 18: no script, no remote asset, and no framing (clickjacking of the button).
const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

async function contactFixture(email = "ada.lovelace@example.com") {
  const { team } = await createTestTeam("Analytical Engines");
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Newsletter" } });
  const other = await db.mailingList.create({ data: { teamId: team.id, name: "Product news" } });
  const contact = await db.contact.create({ data: { teamId: team.id, listId: list.id, email } });
  const sibling = await db.contact.create({ data: { teamId: team.id, listId: other.id, email } });
  return { team, list, contact, sibling, token: createUnsubscribeToken({ contactId: contact.id }) };
}

const page = (token: string) =>
  callRoute(unsubscribePage, apiRequest(`/u/${token}`, { headers: { accept: "text/html" } }), { token });

function oneClick(token: string, headers: Record<string, string> = {}) {
  const request = apiRequest(`/u/${token}`, {
    method: "POST",
    rawBody: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
  return callRoute(unsubscribePost, request, { token });
}

/** Flips one character of the signature (its first, whose bits all count). */
function alter(token: string) {
  const dot = token.indexOf(".");
  const flipped = token[dot + 1] === "A" ? "B" : "A";
  return `${token.slice(0, dot + 1)}${flipped}${token.slice(dot + 2)}`;
}

describe("unsubscribe tokens", () => {
  it("round-trip the contact id, are url-safe, and refuse forged or altered tokens", () => {
    const token = createUnsubscribeToken({ contactId: "ckcontact123" });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(readUnsubscribeToken(token)).toBe("ckcontact123");
    expect(readUnsubscribeToken(alter(token))).toBeNull();
    const [, mac] = token.split(".");
    expect(readUnsubscribeToken(`${Buffer.from("someone-else").toString("base64url")}.${mac}`)).toBeNull();
    expect(readUnsubscribeToken("garbage")).toBeNull();
    // A second spelling of the same signature (the last character's spare bits) is refused too.
    const spare = token.at(-1) === "A" ? "B" : "A";
    expect(readUnsubscribeToken(token.slice(0, -1) + spare)).toBeNull();
    expect(readUnsubscribeToken("")).toBeNull();
    expect(unsubscribeUrl("ckcontact123")).toMatch(new RegExp(`/api/v1/u/${token.replace(/[.]/g, "\\.")}$`));
  });
});

describe("GET /u/{token}", () => {
  it("shows a self-contained page with the team, the masked address and the unsubscribe form", async () => {
    const { token, contact } = await contactFixture();
    const response = await page(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe(CSP);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    expect(html).toContain("Analytical Engines");
    expect(html).toContain("a***e@example.com");
    expect(html).not.toContain("ada.lovelace@example.com");
    expect(html).toMatch(
      /<form method="post">[\s\S]*name="List-Unsubscribe" value="One-Click"[\s\S]*<button type="submit">Unsubscribe<\/button>/,
    );
    expect(html).not.toMatch(/<script|https?:\/\//);
    // Looking is not unsubscribing.
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("ACTIVE");
  });

  it("answers a 404 page for a forged or altered token", async () => {
    const { token } = await contactFixture();
    for (const bad of [
      alter(token),
      "not-a-token",
      `${Buffer.from("ckanything").toString("base64url")}.AAAAAAAAAAAAAAAAAAAAAA`,
    ]) {
      const response = await page(bad);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("This link is not valid");
    }
  });

  it("says so when the address is already unsubscribed", async () => {
    const { token } = await contactFixture();
    expect((await oneClick(token)).status).toBe(200);
    const html = await (await page(token)).text();
    expect(html).toContain("already unsubscribed");
    expect(html).not.toContain("<form");
  });

  it("names the team by its branding, escaped", async () => {
    const { team, token } = await contactFixture();
    const settings = await db.teamSettings.findFirstOrThrow({ where: { teamId: team.id } });
    await db.branding.update({
      where: { id: settings.brandingSettingsId! },
      data: { dashboardName: `<img src=x onerror="alert(1)">` },
    });
    const html = await (await page(token)).text();
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img");
  });
});

describe("POST /u/{token} (RFC 8058 one-click)", () => {
  it("unsubscribes the address from the team and suppresses it, idempotently", async () => {
    const { team, contact, sibling, token } = await contactFixture();
    expect(await isSuppressed({ teamId: team.id, email: contact.email })).toBe(false);

    const first = await oneClick(token);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await first.json()).toEqual({ status: "unsubscribed" });

    const after = await db.contact.findUniqueOrThrow({ where: { id: contact.id } });
    expect(after.status).toBe("UNSUBSCRIBED");
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
    expect((await db.contact.findUniqueOrThrow({ where: { id: sibling.id } })).status).toBe("UNSUBSCRIBED");
    const suppressions = await db.suppression.findMany({ where: { teamId: team.id } });
    expect(suppressions).toEqual([
      expect.objectContaining({ email: "ada.lovelace@example.com", reason: "UNSUBSCRIBED", isDeleted: false }),
    ]);
    expect(await isSuppressed({ teamId: team.id, email: " Ada.Lovelace@Example.com " })).toBe(true);

    const second = await oneClick(token);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ status: "unsubscribed" });
    const again = await db.contact.findUniqueOrThrow({ where: { id: contact.id } });
    expect(again.unsubscribedAt).toEqual(after.unsubscribedAt);
    expect(await db.suppression.count({ where: { teamId: team.id } })).toBe(1);
  });

  it("answers browsers with a confirmation page", async () => {
    const { token } = await contactFixture();
    const response = await oneClick(token, { accept: "text/html,application/xhtml+xml" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe(CSP);
    expect(await response.text()).toContain("You&#39;ve been unsubscribed");
  });

  it("keeps a complaint's suppression reason and a bounced contact's status", async () => {
    const { team, contact, token } = await contactFixture();
    await db.contact.update({ where: { id: contact.id }, data: { status: "BOUNCED" } });
    await db.suppression.create({ data: { teamId: team.id, email: contact.email, reason: "COMPLAINED" } });
    expect((await oneClick(token)).status).toBe(200);
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("BOUNCED");
    expect((await db.suppression.findFirstOrThrow({ where: { teamId: team.id } })).reason).toBe("COMPLAINED");
  });

  it("does not touch another team's contact with the same address", async () => {
    const { token } = await contactFixture("shared@example.com");
    const elsewhere = await contactFixture("shared@example.com");
    expect((await oneClick(token)).status).toBe(200);
    expect((await db.contact.findUniqueOrThrow({ where: { id: elsewhere.contact.id } })).status).toBe("ACTIVE");
    expect(await isSuppressed({ teamId: elsewhere.team.id, email: "shared@example.com" })).toBe(false);
  });

  it("answers 404 for a forged or altered token and changes nothing", async () => {
    const { contact, team, token } = await contactFixture();
    const response = await oneClick(alter(token));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: "not_found",
      message: "This unsubscribe link is not valid",
      code: "RESOURCE_NOT_FOUND",
      timestamp: expect.any(String),
    });
    const html = await oneClick(alter(token), { accept: "text/html" });
    expect(html.status).toBe(404);
    expect(await html.text()).toContain("This link is not valid");
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("ACTIVE");
    expect(await isSuppressed({ teamId: team.id, email: contact.email })).toBe(false);
  });
});
