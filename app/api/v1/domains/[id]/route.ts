import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { deleteDomain } from "@/lib/services/domains/delete-domain";
import { getDomain } from "@/lib/services/domains/get-domain";
import { idParams } from "@/lib/validation/common";
import { DomainSchema } from "@/lib/validation/domains";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = { path: "/domains/{id}", tags: ["Domains"], params: idParams, response: DomainSchema, errors: [404] };

export const GET = withApi(({ principal, params }) => getDomain({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a sending domain",
  permission: "domains:read",
});

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    deleteDomain({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  {
    ...docs,
    method: "DELETE",
    summary: "Delete a sending domain",
    description: "Soft delete. Mail from the domain is no longer signed from the next message on.",
    permission: "domains:delete",
  },
);

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
