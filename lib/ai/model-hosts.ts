import { BlockList, isIP } from "node:net";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { assertPublicTarget, resolvePublicTarget } from "@/lib/mail/private-targets";

// AI model hosts (docs/contract.md section 24): the private-target rule of webhooks and SMTP
// (section 12), except that MODEL_ALLOWED_HOSTS opens chosen private hosts (a local Ollama) to
// models only. A listed name opens whatever it resolves to; a listed IP or CIDR opens those addresses.

const bare = (host: string) => host.toLowerCase().replace(/^\[(.*)\]$/, "$1");

function allowedAddresses(host: string): ((address: string) => boolean) | undefined {
  const listed = env.MODEL_ALLOWED_HOSTS;
  if (listed.length === 0) return undefined;
  if (listed.includes(bare(host))) return () => true;
  const block = new BlockList();
  for (const entry of listed) {
    const [address, prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) block.addAddress(address, type);
    else block.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    return block.check(plain, isIP(plain) === 4 ? "ipv4" : "ipv6");
  };
}

/** The 400 of a private model host says how to allow it. */
function withHint(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.details?.baseUrl !== "string") return error;
  return ApiError.validation(error.message, {
    baseUrl: error.details.baseUrl.replace(
      "only public hosts are allowed",
      "only public hosts, or hosts listed in MODEL_ALLOWED_HOSTS, are allowed",
    ),
  });
}

/** Save time: refuses (400 on `baseUrl`) a host on a private address that MODEL_ALLOWED_HOSTS does not list. */
export async function assertModelBaseUrl(baseUrl: string): Promise<void> {
  const host = bare(new URL(baseUrl).hostname);
  await assertPublicTarget(host, { field: "baseUrl", allowPrivate: allowedAddresses(host) }).catch((error) => {
    throw withHint(error);
  });
}

/** Call time: resolves the host again (DNS may have changed since it was saved), with the same rule. */
export async function checkModelHost(host: string): Promise<void> {
  const name = bare(host);
  await resolvePublicTarget(name, { field: "baseUrl", allowPrivate: allowedAddresses(name) }).catch((error) => {
    throw withHint(error);
  });
}
