import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { deleteDomain } from "@/lib/services/domains/delete-domain";
import { getDomain } from "@/lib/services/domains/get-domain";
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
