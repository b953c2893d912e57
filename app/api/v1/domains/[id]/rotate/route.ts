import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { rotateDomainKey } from "@/lib/services/domains";
import { rotateDomainDkimKeyOperation } from "@/lib/api/operations/domains";

export const POST = withApi(
  ({ principal, params, ip }) =>
    rotateDomainKey({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  rotateDomainDkimKeyOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
