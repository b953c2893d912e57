import { domainOfAddress } from "./normalize-domain";

// Which of a team's sending domains covers an address (docs/contract.md section 13): the address's domain
// itself or a parent of it (news@eu.acme.com is covered by acme.com), the most specific first. One
// rule for the server's signing and the dashboard's warnings; pure, so the browser uses it too.

const isOnDomain = (addressDomain: string, domain: string) =>
  addressDomain === domain || addressDomain.endsWith(`.${domain}`);

/** The domains covering the address's domain, the most specific first. */
export function domainsCovering<T extends { domain: string }>(domains: T[], addressDomain: string): T[] {
  return domains
    .filter(({ domain }) => isOnDomain(addressDomain, domain))
    .sort((a, b) => b.domain.length - a.domain.length);
}

/** The most specific of `domains` covering the address (a bare address), or null. */
export function matchSendingDomain<T extends { domain: string }>(domains: T[], address: string): T | null {
  const addressDomain = domainOfAddress(address);
  return addressDomain ? (domainsCovering(domains, addressDomain)[0] ?? null) : null;
}
