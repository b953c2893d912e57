import { methodsNotAllowed, withApi, type HandlerContext } from "@/lib/api";
import { deleteImapConfig, getImapConfig, updateImapConfig } from "@/lib/services/imap";
import type { UpdateImapConfigBody } from "@/lib/validation/imap";
import {
  getImapConfigurationOperation,
  updateImapConfigurationOperation,
  updateImapConfigurationPutOperation,
  deleteImapConfigurationOperation,
} from "@/lib/api/operations/imap";

export const GET = withApi(
  ({ principal, params }) => getImapConfig({ teamId: principal.teamId, id: params.id }),
  getImapConfigurationOperation,
);

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateImapConfigBody, undefined, { id: string }, "required">) =>
  updateImapConfig({ ...body, teamId: principal.teamId, id: params.id });

export const PATCH = withApi(update, updateImapConfigurationOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateImapConfigurationPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteImapConfig({ teamId: principal.teamId, id: params.id }),
  deleteImapConfigurationOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PATCH", "PUT", "DELETE"]);
