import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { rotateDomainKey } from "@/lib/services/domains/rotate-domain-key";
import { idParams } from "@/lib/validation/common";
import { DomainSchema } from "@/lib/validation/domains";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params, ip }) =>
    rotateDomainKey({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  {
    method: "POST",
    path: "/domains/{id}/rotate",
    summary: "Rotate a domain's DKIM key",
    description:
      "Creates a new RSA-2048 key under a new selector (`nextDkimSelector`) and adds its DKIM record to `records`. The current key " +
      "keeps signing until the new record verifies (POST /domains/{id}/verify or the daily check); then the new key signs and the old " +
      "record can be removed. 409 while an earlier rotation still waits for its record.",
    tags: ["Domains"],
    permission: "domains:write",
    params: idParams,
    successStatus: 200,
    response: DomainSchema,
    errors: [404, 409],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
