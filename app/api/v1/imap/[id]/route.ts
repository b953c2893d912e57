import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteImapConfig } from "@/lib/services/imap/delete-imap-config";
import { getImapConfig } from "@/lib/services/imap/get-imap-config";
import { updateImapConfig } from "@/lib/services/imap/update-imap-config";
import { idParams } from "@/lib/validation/common";
import { ImapConfigSchema, UpdateImapConfigBodySchema, type UpdateImapConfigBody } from "@/lib/validation/imap";

const docs = { path: "/imap/{id}", tags: ["IMAP"], params: idParams, response: ImapConfigSchema, errors: [404] };

export const GET = withApi(({ principal, params }) => getImapConfig({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get an IMAP configuration",
  permission: "imap:read",
});

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateImapConfigBody, undefined, { id: string }, "required">) =>
  updateImapConfig({ ...body, teamId: principal.teamId, id: params.id });
const updateSpec = {
  ...docs,
  summary: "Update an IMAP configuration",
  description:
    "Partial update. An omitted `password` keeps the stored one. Changing the host, port, username or mailbox reads the new " +
    "mailbox from its start (messages already recorded are not recorded again). `processedMailbox: null` stops moving messages.",
  permission: "imap:write",
  body: UpdateImapConfigBodySchema,
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, {
  ...updateSpec,
  method: "PUT",
  summary: "Update an IMAP configuration (same as PATCH)",
});

export const DELETE = withApi(
  ({ principal, params }) => deleteImapConfig({ teamId: principal.teamId, id: params.id }),
  {
    ...docs,
    method: "DELETE",
    summary: "Delete an IMAP configuration",
    description: "Soft delete: the mailbox is no longer read. Bounces, complaints and replies it recorded stay.",
    permission: "imap:delete",
  },
);

export const { POST } = methodsNotAllowed(["GET", "PATCH", "PUT", "DELETE"]);
