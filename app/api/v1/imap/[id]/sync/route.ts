import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { queueImapSync } from "@/lib/services/imap";
import { syncImapConfigurationOperation } from "@/lib/api/operations/imap";

export const POST = serviceRoute(queueImapSync, syncImapConfigurationOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
