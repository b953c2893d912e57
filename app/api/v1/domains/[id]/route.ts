import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { deleteDomain, getDomain } from "@/lib/services/domains";
import { getSendingDomainOperation, deleteSendingDomainOperation } from "@/lib/api/operations/domains";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(getDomain, getSendingDomainOperation);

export const DELETE = serviceRoute(deleteDomain, deleteSendingDomainOperation, audited);

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
