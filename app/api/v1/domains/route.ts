import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createDomain, listDomains } from "@/lib/services/domains";
import { listSendingDomainsOperation, addSendingDomainOperation } from "@/lib/api/operations/domains";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(listDomains, listSendingDomainsOperation);

export const POST = serviceRoute(createDomain, addSendingDomainOperation, audited);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
