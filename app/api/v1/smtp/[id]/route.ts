import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { deleteSmtpConfig } from "@/lib/services/smtp/delete-smtp-config";
import { getSmtpConfig } from "@/lib/services/smtp/get-smtp-config";
import { updateSmtpConfig } from "@/lib/services/smtp/update-smtp-config";
import { idParams } from "@/lib/validation/common";
import { SmtpConfigSchema, UpdateSmtpConfigBodySchema, type UpdateSmtpConfigBody } from "@/lib/validation/smtp";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = { path: "/smtp/{id}", tags: ["SMTP"], params: idParams, response: SmtpConfigSchema, errors: [404] };

export const GET = withApi(({ principal, params }) => getSmtpConfig({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get an SMTP configuration",
  permission: "smtp:read",
});

const update = ({
  principal,
  params,
  body,
  ip,
}: HandlerContext<UpdateSmtpConfigBody, undefined, { id: string }, "required">) =>
  updateSmtpConfig({ ...body, teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) });
const updateSpec = {
  ...docs,
  summary: "Update an SMTP configuration",
  description:
    "Partial update. An omitted `password` keeps the stored one. `isDefault: true` makes this the team's default (the previous " +
    "default is unset in the same transaction); `isDefault: false` on the default answers 422: make another one the default instead. " +
    "Changing the host, port, credentials or TLS clears `lastVerifiedAt`.",
  permission: "smtp:write",
  body: UpdateSmtpConfigBodySchema,
  errors: [404, 422] as number[],
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, {
  ...updateSpec,
  method: "PUT",
  summary: "Update an SMTP configuration (same as PATCH)",
});

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    deleteSmtpConfig({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  {
    ...docs,
    method: "DELETE",
    summary: "Delete an SMTP configuration",
    description:
      "Soft delete. Deleting the default makes another configuration (an active one first, the oldest) the default.",
    permission: "smtp:delete",
  },
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
