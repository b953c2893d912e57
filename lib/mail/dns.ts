import { Resolver } from "node:dns/promises";
import { env } from "@/lib/env";

// DNS lookups for sending domains (docs/contract.md section 13): through `DNS_SERVERS` when set (a
// comma-separated list such as "10.0.0.2,127.0.0.1:5353,[::1]:53"), else the system's resolvers.
// One try of at most 5 s per lookup: a record that cannot be read is reported with its reason,
// never turned into an error of the request.

const DNS_LOOKUP_TIMEOUT_MS = 5_000;

export type TxtLookup = { ok: true; values: string[] } | { ok: false; reason: string };

function configuredServers(): string[] | null {
  const servers =
    env.DNS_SERVERS?.split(",")
      .map((server) => server.trim())
      .filter(Boolean) ?? [];
  return servers.length > 0 ? servers : null;
}

function newResolver(): Resolver {
  const resolver = new Resolver({ timeout: DNS_LOOKUP_TIMEOUT_MS, tries: 1 });
  const configured = configuredServers();
  if (configured) resolver.setServers(configured);
  return resolver;
}

/** What a person can act on, per resolver error code (c-ares names them). */
function describeFailure(name: string, code: string | undefined): string {
  switch (code) {
    case "ENOTFOUND":
      return `${name} does not exist (NXDOMAIN)`;
    case "ENODATA":
      return `No TXT record at ${name}`;
    case "ETIMEOUT":
      return `DNS lookup of ${name} timed out after ${DNS_LOOKUP_TIMEOUT_MS / 1000} s`;
    case "ESERVFAIL":
      return `DNS server failure (SERVFAIL) looking up ${name}`;
    case "EREFUSED":
      return `The DNS server refused the query for ${name}`;
    case "ECONNREFUSED":
      return `Could not reach the DNS server to look up ${name}`;
    default:
      return `DNS lookup of ${name} failed (${code ?? "unknown error"})`;
  }
}

/**
 * The TXT records at `name`, each record's strings joined (a long value is published as several
 * strings of at most 255 characters: RFC 7208 section 3.3).
 */
export async function lookupTxt(name: string): Promise<TxtLookup> {
  try {
    const records = await newResolver().resolveTxt(name);
    return { ok: true, values: records.map((strings) => strings.join("")) };
  } catch (error) {
    return { ok: false, reason: describeFailure(name, (error as NodeJS.ErrnoException).code) };
  }
}
