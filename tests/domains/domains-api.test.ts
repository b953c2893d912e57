import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import {
  useDomainDnsServer,
  addDomain,
  domains,
  onProPlan,
  publishRecords,
  recordOf,
  uniqueDomain,
} from "./domain-client";

// The /domains API (docs/contract.md section 13) against a real DNS server on a loopback port: DNS_SERVERS
// points the app's resolver at it. Creating, listing and deleting; verification, rotation and the
// daily re-check are domains-verify.test.ts.

// The private keys are never answered: no body of this file holds a PEM or a sealed key.
const dns = useDomainDnsServer();

const invalid = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);

describe("POST /domains", () => {
  it("creates a domain with its four records and an encrypted RSA-2048 key", async () => {
    const { token, team } = await createTestTeam();
    const name = uniqueDomain();
    const created = await domains.create(token, { domain: name });
    expect(created.status).toBe(201);
    const body = created.body;
    expect(body).toMatchObject({
      teamId: team.id,
      domain: name,
      status: "PENDING",
      isVerified: false,
      verifiedAt: null,
      nextDkimSelector: null,
    });
    expect(body.dkimSelector).toMatch(/^sw[a-z0-9]{8}$/);
    expect(body.records.map((record: { purpose: string }) => record.purpose)).toEqual([
      "ownership",
      "dkim",
      "spf",
      "dmarc",
    ]);
    expect(recordOf(body, "ownership")).toEqual({
      purpose: "ownership",
      type: "TXT",
      name: `_sendwell.${name}`,
      value: expect.stringMatching(/^sendwell-verification=[0-9a-f]{32}$/),
      required: true,
      status: "PENDING",
    });
    expect(recordOf(body, "dkim")).toEqual({
      purpose: "dkim",
      type: "TXT",
      name: `${body.dkimSelector}._domainkey.${name}`,
      value: expect.stringMatching(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{390,}$/),
      required: true,
      status: "PENDING",
    });
    expect(recordOf(body, "spf")).toMatchObject({ name, value: expect.stringMatching(/^v=spf1 /), required: false });
    expect(recordOf(body, "dmarc")).toMatchObject({
      name: `_dmarc.${name}`,
      value: expect.stringMatching(/^v=DMARC1/),
      required: false,
    });
    expect(JSON.parse(body.dnsRecord)).toEqual(body.records);

    const row = await db.domain.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.dkimPrivateKey).toMatch(/^v1\./);
    const { createPrivateKey, createPublicKey } = await import("node:crypto");
    const privateKey = createPrivateKey(openSecret(row.dkimPrivateKey!));
    expect(privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    // The published key is the private key's public half.
    expect(createPublicKey(privateKey).export({ type: "spki", format: "der" }).toString("base64")).toBe(
      row.dkimPublicKey,
    );
  });

  it.each([
    ["Mail.Example.COM.", "mail.example.com"],
    ["  shop.example.org  ", "shop.example.org"],
    ["bücher.example", "xn--bcher-kva.example"],
  ])("normalises %j to %j", async (input, stored) => {
    const { token } = await createTestTeam();
    const created = await domains.create(token, { domain: input });
    expect(created.status).toBe(201);
    expect(created.body.domain).toBe(stored);
    expect(recordOf(created.body, "ownership").name).toBe(`_sendwell.${stored}`);
  });

  it.each([
    [{}, "is required"],
    [{ domain: "" }, "is required"],
    [{ domain: "   " }, "is required"],
    [{ domain: 42 }, "must be a string"],
    [
      { domain: `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com` },
      "must be at most 253 characters",
    ],
    [{ domain: "exa mple.com" }, "must be a domain name such as example.com"],
    [{ domain: "localhost" }, "must be a domain name such as example.com"],
    [{ domain: "https://example.com/path" }, "must be a domain name such as example.com"],
    [{ domain: "-bad.example.com" }, "must be a domain name such as example.com"],
    [{ domain: "192.0.2.10" }, "must be a domain name, not an IP address"],
    [{ domain: "[2001:db8::1]" }, "must be a domain name, not an IP address"],
    [{ domain: "co.uk" }, "is a public suffix: use a domain registered under it, such as example.com or example.co.uk"],
    [{ domain: "com" }, "is a public suffix: use a domain registered under it, such as example.com or example.co.uk"],
  ])("refuses %j with 400 and details.domain", async (json, message) => {
    const { token, team } = await createTestTeam();
    expect(await domains.create(token, json)).toEqual({ status: 400, body: invalid({ domain: message }) });
    expect(await db.domain.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("answers 409 for a domain the team already has, in any spelling", async () => {
    const { token } = await createTestTeam();
    const name = uniqueDomain();
    await addDomain(token, name);
    expect(await domains.create(token, { domain: `${name.toUpperCase()}.` })).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "CONFLICT", "This domain is already one of your team's sending domains", {
        domain: "is already added to this team",
      }),
    });
  });

  it("lets two teams wait for one domain, but answers 409 once another team verified it", async () => {
    const first = await createTestTeam();
    const second = await createTestTeam();
    const third = await createTestTeam();
    const name = uniqueDomain();
    const mine = await addDomain(first.token, name);
    const theirs = await addDomain(second.token, name);
    publishRecords(dns(), mine);
    expect((await domains.verify(first.token, mine.id)).body.status).toBe("VERIFIED");

    expect(await domains.create(third.token, { domain: name })).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "DOMAIN_TAKEN",
        "This domain is verified by another team: a domain is verified by one team at a time",
        { domain: "is verified by another team" },
      ),
    });
    // The second team publishes its own records too: still one team at a time.
    publishRecords(dns(), {
      ...theirs,
      records: [...theirs.records.filter((r: { purpose: string }) => r.purpose === "dkim")],
    });
    dns().setTxt(`_sendwell.${name}`, [recordOf(mine, "ownership").value, recordOf(theirs, "ownership").value]);
    const verified = await domains.verify(second.token, theirs.id);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: "PENDING", isVerified: false });
    expect(recordOf(verified.body, "ownership")).toMatchObject({
      status: "FAILED",
      reason: "This domain is verified by another team",
    });
  });

  it("answers 403 PLAN_FEATURE_DISABLED without custom_domain, and PLAN_LIMIT_REACHED at the cap", async () => {
    const { team, token } = await createTestTeam();
    const product = await db.product.create({
      data: {
        name: `Domain cap ${randomUUID()}`,
        price: 0,
        features: { create: [{ feature: "custom_domain", enabled: true, limit: 1 }] },
      },
    });
    await db.subscription.updateMany({ where: { team_id: team.id }, data: { product_id: product.id } });
    await addDomain(token, uniqueDomain());
    const capped = await domains.create(token, { domain: uniqueDomain() });
    expect(capped.status).toBe(403);
    expect(capped.body.code).toBe("PLAN_LIMIT_REACHED");

    await db.productFeatureConfig.updateMany({ where: { product_id: product.id }, data: { enabled: false } });
    expect(await domains.create(token, { domain: uniqueDomain() })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_FEATURE_DISABLED",
        "Your plan does not include custom domain. Upgrade to use it.",
      ),
    });
  });

  it("needs domains:write: a MEMBER and a read-only key get 403", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    expect((await domains.create(member.token, { domain: uniqueDomain() })).status).toBe(403);
    const key = await createTestApiKey(team.id, ["domains:read"]);
    expect((await domains.create(key, { domain: uniqueDomain() })).status).toBe(403);
    expect((await domains.list(key)).status).toBe(200);
  });
});

describe("GET and DELETE /domains", () => {
  it("lists the team's domains only, and hides another team's (404)", async () => {
    const mine = await createTestTeam();
    const other = await createTestTeam();
    await onProPlan(mine.team.id);
    const a = await addDomain(mine.token, uniqueDomain("a"));
    const b = await addDomain(mine.token, uniqueDomain("b"));
    const theirs = await addDomain(other.token, uniqueDomain("c"));
    const listed = await domains.list(mine.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((domain: { id: string }) => domain.id)).toEqual([a.id, b.id]);
    expect(listed.body.pagination).toMatchObject({ total: 2 });
    expect((await domains.get(mine.token, a.id)).body).toEqual(a);
    for (const call of [domains.get, domains.verify, domains.rotate, domains.remove]) {
      expect(await call(mine.token, theirs.id)).toEqual({
        status: 404,
        body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Domain not found"),
      });
    }
  });

  it("records who added, rotated and deleted a domain in the audit log", async () => {
    const { token, team, user } = await createTestTeam();
    const domain = await addDomain(token, uniqueDomain());
    expect((await domains.rotate(token, domain.id)).status).toBe(200);
    expect((await domains.remove(token, domain.id)).status).toBe(200);
    const entries = await db.auditLog.findMany({
      where: { teamId: team.id, action: { startsWith: "domain." } },
      orderBy: { createdAt: "asc" },
    });
    expect(
      entries.map(({ action, actorType, actorId, targetId }) => ({ action, actorType, actorId, targetId })),
    ).toEqual(
      ["domain.created", "domain.key_rotated", "domain.deleted"].map((action) => ({
        action,
        actorType: "user",
        actorId: user.id,
        targetId: domain.id,
      })),
    );
  });

  it("deletes a domain (soft), after which it is gone and can be added again", async () => {
    const { token } = await createTestTeam();
    const name = uniqueDomain();
    const domain = await addDomain(token, name);
    const removed = await domains.remove(token, domain.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: domain.id, isDeleted: true });
    expect((await domains.get(token, domain.id)).status).toBe(404);
    expect((await domains.remove(token, domain.id)).status).toBe(404);
    expect((await domains.create(token, { domain: name })).status).toBe(201);
  });
});
