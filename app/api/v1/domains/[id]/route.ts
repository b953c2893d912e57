import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { deleteDomain, getDomain } from "@/lib/services/domains";
import { getSendingDomainOperation, deleteSendingDomainOperation } from "@/lib/api/operations/domains";

export const GET = withApi(
  ({ principal, params }) => getDomain({ teamId: principal.teamId, id: params.id }),
  getSendingDomainOperation,
);

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    deleteDomain({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  deleteSendingDomainOperation,
);

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
