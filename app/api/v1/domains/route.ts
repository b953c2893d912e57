import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { createDomain } from "@/lib/services/domains/create-domain";
import { listDomains } from "@/lib/services/domains/list-domains";
import { CreateDomainBodySchema, DomainSchema, domainsQuery } from "@/lib/validation/domains";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listDomains({ teamId: principal.teamId, ...query }), {
  method: "GET",
  path: "/domains",
  summary: "List sending domains",
  description:
    "The team's sending domains in the order they were added, each with its DNS records and their last check.",
  tags: ["Domains"],
  permission: "domains:read",
  query: domainsQuery,
  response: paginatedSchema(DomainSchema),
});

export const POST = withApi(
  ({ principal, body, ip }) =>
    createDomain({ teamId: principal.teamId, domain: body.domain, actor: auditActor(principal, ip) }),
  {
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
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
