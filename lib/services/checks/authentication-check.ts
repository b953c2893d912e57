import { db } from "@/lib/db";
import { domainOfAddress } from "@/lib/domains/normalize-domain";
import { matchSenderDomain } from "@/lib/services/domains/load-signing-keys";
import { parseAddress } from "@/lib/validation/emails";
import type { CheckResult } from "./check-result";

/** The From domain a VERIFIED sending domain of the team (DKIM-signed); else warn, or fail when the team requires it. */
export async function authenticationCheck(teamId: string, from: string): Promise<CheckResult> {
  const [domains, settings] = await Promise.all([
    db.domain.findMany({ where: { teamId, status: "VERIFIED" }, select: { domain: true } }),
    db.teamSettings.findFirst({ where: { teamId }, select: { requireVerifiedDomain: true } }),
  ]);
  const address = parseAddress(from)?.address ?? from;
  const domain = domainOfAddress(address) ?? address;
  if (matchSenderDomain(domains, from))
    return {
      id: "authentication",
      status: "pass",
      message: `${domain} is a verified sending domain`,
      details: { domain },
    };
  return {
    id: "authentication",
    status: settings?.requireVerifiedDomain ? "fail" : "warn",
    message: `${domain} is not a verified sending domain: mail from it is not DKIM-signed`,
    details: { domain },
  };
}
