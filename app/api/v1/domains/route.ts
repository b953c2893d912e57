import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { createDomain } from "@/lib/services/domains/create-domain";
import { listDomains } from "@/lib/services/domains/list-domains";
import { listSendingDomainsOperation, addSendingDomainOperation } from "@/lib/api/operations/domains";

export const GET = withApi(
  ({ principal, query }) => listDomains({ teamId: principal.teamId, ...query }),
  listSendingDomainsOperation,
);

export const POST = withApi(
  ({ principal, body, ip }) =>
    createDomain({ teamId: principal.teamId, domain: body.domain, actor: auditActor(principal, ip) }),
  addSendingDomainOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
