import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { createDomain, listDomains } from "@/lib/services/domains";
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
