// Sending domains: CRUD, DNS verification and re-verification, DKIM key rotation.
export { createDomain } from "./create-domain";
export { deleteDomain } from "./delete-domain";
export { getDomain } from "./get-domain";
export { listDomains } from "./list-domains";
export { reverifyDomains } from "./reverify-domains";
export { rotateDomainKey } from "./rotate-domain-key";
export { verifyDomain } from "./verify-domain";
export { getDomainDmarc } from "./get-domain-dmarc";
