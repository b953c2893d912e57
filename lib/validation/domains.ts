import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { DOMAIN_MESSAGES, normalizeDomain } from "@/lib/domains/normalize-domain";
import { bodyObject, requiredString, teamResourceMeta, timestamp } from "./common";

// Sending domains (docs/interface.md section 2, Domain; docs/contract.md section 13).

const DOMAIN_STATUSES = ["PENDING", "VERIFIED", "FAILED"] as const;
const RECORD_PURPOSES = ["ownership", "dkim", "spf", "dmarc"] as const;
export type RecordPurpose = (typeof RECORD_PURPOSES)[number];
export type RecordStatus = (typeof DOMAIN_STATUSES)[number];

const domainName = requiredString()
  .max(1000, { error: DOMAIN_MESSAGES.tooLong })
  .transform((value, context) => {
    const check = normalizeDomain(value);
    if (!check.ok) {
      context.addIssue({ code: "custom", message: check.message });
      return z.NEVER;
    }
    return check.domain;
  })
  .meta({
    description:
      "The domain mail is sent from. Stored lower-case, without a trailing dot, and an internationalised name as punycode. " +
      "IP addresses and public suffixes (com, co.uk) are refused.",
    example: "mail.acme.com",
  });

export const CreateDomainBodySchema = bodyObject({ domain: domainName }).meta({ id: "CreateDomainRequest" });

export const domainsQuery = paginationQuery;

export const DomainRecordSchema = z
  .object({
    purpose: z.enum(RECORD_PURPOSES).meta({
      description: "ownership and dkim are required for verification; spf and dmarc are advice for deliverability",
    }),
    type: z.literal("TXT"),
    name: z
      .string()
      .meta({ description: "Host name to publish the record at", example: "sw4k2x9q._domainkey.mail.acme.com" }),
    value: z.string().meta({ example: "v=DKIM1; k=rsa; p=MIIBIjANBgkq..." }),
    required: z.boolean(),
    status: z.enum(DOMAIN_STATUSES).meta({ description: "PENDING until first checked" }),
    reason: z
      .string()
      .optional()
      .meta({ description: "Why the record is FAILED", example: "No TXT record at _dmarc.mail.acme.com" }),
  })
  .meta({ id: "DomainRecord" });
export type DomainRecord = z.infer<typeof DomainRecordSchema>;

export const DomainSchema = z
  .object({
    ...teamResourceMeta,
    domain: z.string().meta({ example: "mail.acme.com" }),
    status: z.enum(DOMAIN_STATUSES).meta({
      description:
        "VERIFIED once the ownership and DKIM records match; FAILED when a verified domain's records stop matching",
    }),
    isVerified: z.boolean(),
    verifiedAt: timestamp().nullable(),
    lastCheckedAt: timestamp().nullable(),
    dkimSelector: z.string().meta({ description: "Selector of the key that signs", example: "sw4k2x9q" }),
    nextDkimSelector: z.string().nullable().meta({
      description: "During a key rotation: the new key's selector. It takes over signing once its record verifies",
    }),
    records: z.array(DomainRecordSchema),
    dnsRecord: z.string().meta({ description: "`records` as JSON text (docs/interface.md)" }),
  })
  .meta({ id: "Domain" });
export type DomainDto = z.infer<typeof DomainSchema>;
