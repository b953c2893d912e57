import { domainsCovering } from "./match-sending-domain";
import { domainOfAddress } from "./normalize-domain";

// Whether mail from an address will be DKIM-signed, judged in the browser from the team's domains
// (docs/contract.md section 13): for the warnings next to a sender. Pure; useSenderDomainStatus feeds it.

type SendingDomain = { domain: string; isVerified: boolean };

export type SenderDomainStatus<Domain extends SendingDomain = SendingDomain> =
  /** No address (or not one with a domain): nothing to say. */
  | { state: "unknown" }
  /** Mail from the address is signed by this verified domain. */
  | { state: "verified"; domain: Domain }
  /**
   * Mail goes out unsigned. `added` is the team's domain for the address that is not verified yet
   * (null: not added at all); `refused` when the team only sends from verified domains.
   */
  | { state: "unverified"; senderDomain: string; added: Domain | null; refused: boolean };

/** Same rule as the server's signing: the domain itself or a subdomain of it, the most specific first. */
export function senderDomainStatus<Domain extends SendingDomain>(
  fromAddress: string | null | undefined,
  domains: Domain[],
  { requireVerifiedDomain }: { requireVerifiedDomain: boolean },
): SenderDomainStatus<Domain> {
  const senderDomain = fromAddress ? domainOfAddress(fromAddress) : null;
  if (!senderDomain) return { state: "unknown" };
  const matching = domainsCovering(domains, senderDomain);
  const verified = matching.find((domain) => domain.isVerified);
  if (verified) return { state: "verified", domain: verified };
  return { state: "unverified", senderDomain, added: matching[0] ?? null, refused: requireVerifiedDomain };
}
