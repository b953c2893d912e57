import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createDomain, listDomains } from "@/lib/services/domains";
import { listSendingDomainsOperation, addSendingDomainOperation } from "@/lib/api/operations/domains";

export const GET = serviceRoute(listDomains, listSendingDomainsOperation);

export const POST = serviceRoute(createDomain, addSendingDomainOperation, withActor(auditActor));

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
