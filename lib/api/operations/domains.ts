import { resourceOperations } from "./resource-operations";
import { defineOperation } from "./define-operation";
import { DomainSchema, domainsQuery, CreateDomainBodySchema } from "@/lib/validation/domains";
import { DmarcSummarySchema, dmarcQuery } from "@/lib/validation/dmarc";

const domainsOperations = resourceOperations({
  path: "/domains",
  tags: ["Domains"],
  permissions: "domains",
  item: DomainSchema,
  one: "a sending domain",
  many: "sending domains",
});

export const listSendingDomainsOperation = domainsOperations.list({
  description:
    "The team's sending domains in the order they were added, each with its DNS records and their last check.",
  query: domainsQuery,
});

export const addSendingDomainOperation = defineOperation({
  method: "POST",
  path: "/domains",
  summary: "Add a sending domain",
  description:
    "Creates the domain with a new RSA-2048 DKIM key and answers the TXT records to publish: `ownership` and `dkim` (required for " +
    "verification), `spf` and `dmarc` (advice). The domain is stored lower-case, without a trailing dot, and an internationalised " +
    "name as punycode. 400 for something that is not a domain name, an IP address or a public suffix (`com`, `co.uk`); 409 when the " +
    "team already has it or another team has verified it; 403 when the plan's `custom_domain` feature is off or its cap is reached.",
  tags: ["Domains"],
  permission: "domains:write",
  feature: "custom_domain",
  body: CreateDomainBodySchema,
  response: DomainSchema,
  errors: [403, 409],
});

export const getSendingDomainOperation = domainsOperations.get();

export const deleteSendingDomainOperation = domainsOperations.delete({
  description: "Soft delete. Mail from the domain is no longer signed from the next message on.",
});

export const verifySendingDomainOperation = domainsOperations.action("POST", "verify", "write", {
  summary: "Verify a sending domain",
  description:
    "Looks every record up in DNS (at most 5 s per lookup, through `DNS_SERVERS` when set) and answers the domain with each " +
    "record's `status` and, when FAILED, its `reason` (missing, another value, NXDOMAIN, timeout, SERVFAIL): DNS trouble never " +
    "fails the request. The domain is VERIFIED when its ownership and DKIM records both match; a verified domain whose records stop " +
    "matching is FAILED. During a key rotation, the new key takes over once its record matches. Fires `domain.verified` / `domain.failed`.",
  successStatus: 200,
});

export const rotateDomainDkimKeyOperation = domainsOperations.action("POST", "rotate", "write", {
  summary: "Rotate a domain's DKIM key",
  description:
    "Creates a new RSA-2048 key under a new selector (`nextDkimSelector`) and adds its DKIM record to `records`. The current key " +
    "keeps signing until the new record verifies (POST /domains/{id}/verify or the daily check); then the new key signs and the old " +
    "record can be removed. 409 while an earlier rotation still waits for its record.",
  successStatus: 200,
  errors: [409],
});

export const getDomainDmarcOperation = domainsOperations.action("GET", "dmarc", "read", {
  summary: "DMARC aggregate reports of a domain",
  description:
    "A summary of the DMARC aggregate reports (RFC 7489) that receivers mailed about the domain and the team's IMAP intake read " +
    "(plain XML, `.xml.gz` or `.zip` attachments; each report id of a reporting organisation stored once; an attachment that " +
    "cannot be read is counted as `ignored` on the IMAP config with the reason): the reports whose period began in the last " +
    "`days` days, their messages, how many passed DKIM and SPF aligned, the pass rate, per source IP what passed and failed " +
    "and the likely reason (`verdict`), and the pass rate per day. Another team's domain answers 404.",
  query: dmarcQuery,
  response: DmarcSummarySchema,
});
