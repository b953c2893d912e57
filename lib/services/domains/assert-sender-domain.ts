import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { domainOfAddress } from "@/lib/domains/normalize-domain";
import { parseAddress } from "@/lib/validation/emails";
import { matchSenderDomain } from "./load-signing-keys";

/**
 * The team setting `requireVerifiedDomain` (docs/contract.md section 13): when it is on, mail from an address
 * whose domain is not a VERIFIED sending domain of the team (or under one) is refused with 422
 * DOMAIN_NOT_VERIFIED before anything is queued. `field` names the input that chose the sender.
 */
export async function assertSenderDomain({ teamId, from, field }: { teamId: string; from: string; field: string }) {
  const settings = await db.teamSettings.findFirst({ where: { teamId }, select: { requireVerifiedDomain: true } });
  if (!settings?.requireVerifiedDomain) return;
  const domains = await db.domain.findMany({ where: { teamId, status: "VERIFIED" }, select: { domain: true } });
  if (matchSenderDomain(domains, from)) return;
  const address = parseAddress(from)?.address ?? from;
  const domain = domainOfAddress(address) ?? address;
  throw new ApiError(
    422,
    "unprocessable_entity",
    "DOMAIN_NOT_VERIFIED",
    `${domain} is not a verified sending domain of this team. Verify it under Settings → Domains, or send from a verified domain.`,
    { [field]: `${address} is not on a verified sending domain` },
  );
}
