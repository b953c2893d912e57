import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createDomain, listDomains } from "@/lib/services/domains";
import { listSendingDomainsOperation, addSendingDomainOperation } from "@/lib/api/operations/domains";

export const GET = serviceRoute(listDomains, listSendingDomainsOperation);

export const POST = withApi(
  ({ principal, body, ip }) =>
    createDomain({ teamId: principal.teamId, domain: body.domain, actor: auditActor(principal, ip) }),
  addSendingDomainOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
