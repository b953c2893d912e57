import { afterAll, beforeAll, expect } from "vitest";
import { GET as getRoute, DELETE as deleteRoute } from "@/app/api/v1/domains/[id]/route";
import { POST as rotateRoute } from "@/app/api/v1/domains/[id]/rotate/route";
import { POST as verifyRoute } from "@/app/api/v1/domains/[id]/verify/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/domains/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { DomainDto } from "@/lib/validation/domains";
import { apiRequest, callRoute } from "../helpers/http";
import { startDnsServer, type TestDnsServer } from "../helpers/dns-server";

/** Every answer body seen by this client, to check that no private key ever shows. */
const seenBodies: string[] = [];

async function answer(response: Response) {
  const text = await response.text();
  seenBodies.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const byId =
  (handler: typeof getRoute, method: string, suffix = "") =>
  (token: string, id: string) =>
    callRoute(handler, apiRequest(`/domains/${id}${suffix}`, { method, token }), { id }).then(answer);

export const domains = {
  create: (token: string, json: unknown) =>
    callRoute(createRoute, apiRequest("/domains", { method: "POST", token, json })).then(answer),
  list: (token: string, query = "") => callRoute(listRoute, apiRequest(`/domains${query}`, { token })).then(answer),
  get: byId(getRoute, "GET"),
  remove: byId(deleteRoute, "DELETE"),
  verify: byId(verifyRoute, "POST", "/verify"),
  rotate: byId(rotateRoute, "POST", "/rotate"),
};

/** Adds `domain` through the API and answers the created domain. */
export async function addDomain(token: string, domain: string): Promise<DomainDto> {
  const created = await domains.create(token, { domain });
  expect(created.status).toBe(201);
  return created.body;
}

export const recordOf = (domain: DomainDto, purpose: string, index = 0) =>
  domain.records.filter((record) => record.purpose === purpose)[index];

/**
 * Publishes the domain's records in the test DNS, the DKIM value split into 255-character strings
 * as real zone files do (a TXT string is at most 255 bytes).
 */
export function publishRecords(
  dns: TestDnsServer,
  domain: DomainDto,
  purposes = ["ownership", "dkim", "spf", "dmarc"],
) {
  const byName = new Map<string, (string | string[])[]>();
  for (const record of domain.records.filter(({ purpose }) => purposes.includes(purpose))) {
    const value = record.value.length > 255 ? record.value.match(/.{1,255}/g)! : record.value;
    byName.set(record.name, [...(byName.get(record.name) ?? []), value]);
  }
  for (const [name, values] of byName) dns.setTxt(name, values);
}

/** Moves the team to the seeded Pro plan (5 sending domains; Free allows 1). */
export async function onProPlan(teamId: string) {
  const pro = await db.product.findFirstOrThrow({ where: { name: "Pro" } });
  await db.subscription.updateMany({ where: { team_id: teamId }, data: { product_id: pro.id } });
}

/** A unique domain name for a test (the .test TLD is reserved for testing: RFC 2606). */
export const uniqueDomain = (label = "mail") => `${label}-${Math.random().toString(36).slice(2, 10)}.acme.test`;

/**
 * A DNS server on a loopback port for the file, with DNS_SERVERS pointing the app's resolver at
 * it; after the file's tests, checks that no answer body held a private key (PEM or sealed).
 */
export function useDomainDnsServer(): () => TestDnsServer {
  let dns: TestDnsServer | undefined;
  beforeAll(async () => {
    dns = await startDnsServer();
    env.DNS_SERVERS = dns.address;
  });
  afterAll(async () => {
    await dns?.close();
    expect(seenBodies.length).toBeGreaterThan(15);
    for (const body of seenBodies) {
      expect(body).not.toContain("PRIVATE KEY");
      expect(body).not.toMatch(/v1\.[\w-]{16}\.[\w-]{100,}/);
    }
  });
  return () => dns!;
}
