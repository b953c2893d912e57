import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";

// docs/contract.md section 12: webhook URLs and SMTP/IMAP hosts that reach loopback, private, link-local or
// otherwise non-public addresses are refused unless ALLOW_PRIVATE_TARGETS, so a team cannot point
// the server at its own network. The check runs on the resolved addresses, and callers connect to
// the address that was checked (not the name again), so a DNS answer that changes in between
// (rebinding) cannot slip through.

const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata endpoints
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  nonPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  nonPublic.addSubnet(network, prefix, "ipv6");

/** Whether `address` (an IP literal) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return nonPublic.check(address, "ipv4");
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return nonPublic.check(mapped[1], "ipv4");
  return nonPublic.check(address, "ipv6");
}

const DNS_TIMEOUT_MS = 5_000;

export class DnsLookupError extends Error {
  constructor(
    readonly host: string,
    readonly code: string,
  ) {
    super(code === "ETIMEOUT" ? `DNS lookup of ${host} timed out` : `${host} could not be resolved (${code})`);
    this.name = "DnsLookupError";
  }
}

/** The addresses `host` resolves to (itself when it is an IP literal), within a few seconds. */
async function resolveHost(host: string): Promise<string[]> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  if (isIP(bare)) return [bare];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DnsLookupError(host, "ETIMEOUT")), DNS_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([lookup(bare, { all: true, verbatim: true }), timeout]);
    if (answers.length === 0) throw new DnsLookupError(host, "ENODATA");
    return answers.map(({ address }) => address);
  } catch (error) {
    if (error instanceof DnsLookupError) throw error;
    throw new DnsLookupError(host, (error as NodeJS.ErrnoException).code ?? "ENOTFOUND");
  } finally {
    clearTimeout(timer);
  }
}

/** The 400 of docs/contract.md section 12, naming the offending field. */
function privateTargetError(host: string, address: string, field = "host") {
  const where = address === host ? "is" : `resolves to ${address}, which is`;
  return ApiError.validation(`${host} ${where} a private or loopback address`, {
    [field]: `${where} a private or loopback address; only public hosts are allowed`,
  });
}

/**
 * Resolves `host` and answers the address to connect to. Throws the 400 when any address is not
 * public (unless ALLOW_PRIVATE_TARGETS), and DnsLookupError when the name does not resolve.
 */
export async function resolvePublicTarget(
  host: string,
  { field = "host", allowPrivate }: { field?: string; allowPrivate?: (address: string) => boolean } = {},
): Promise<string> {
  const addresses = await resolveHost(host);
  if (!env.ALLOW_PRIVATE_TARGETS) {
    // `allowPrivate` opens chosen private addresses to one kind of target (AI models: MODEL_ALLOWED_HOSTS).
    const blocked = addresses.find((address) => isPrivateAddress(address) && !allowPrivate?.(address));
    if (blocked) throw privateTargetError(host, blocked, field);
  }
  return addresses[0];
}

/**
 * The check at save time: a host that does not resolve (yet) is accepted, since verify reports
 * that plainly and connections check again; one that resolves to a private address is refused.
 */
export async function assertPublicTarget(
  host: string,
  options: { field?: string; allowPrivate?: (address: string) => boolean } = {},
): Promise<void> {
  if (env.ALLOW_PRIVATE_TARGETS) return;
  try {
    await resolvePublicTarget(host, options);
  } catch (error) {
    if (!(error instanceof DnsLookupError)) throw error;
  }
}
