import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteImapConfig, getImapConfig, updateImapConfig } from "@/lib/services/imap";
import {
  getImapConfigurationOperation,
  updateImapConfigurationOperation,
  updateImapConfigurationPutOperation,
  deleteImapConfigurationOperation,
} from "@/lib/api/operations/imap";

export const GET = serviceRoute(getImapConfig, getImapConfigurationOperation);

export const PATCH = serviceRoute(updateImapConfig, updateImapConfigurationOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateImapConfig, updateImapConfigurationPutOperation);

export const DELETE = serviceRoute(deleteImapConfig, deleteImapConfigurationOperation);

export const { POST } = methodsNotAllowed(["GET", "PATCH", "PUT", "DELETE"]);
