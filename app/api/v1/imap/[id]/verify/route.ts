import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { verifyImapConfig } from "@/lib/services/imap";
import { verifyImapConfigurationOperation } from "@/lib/api/operations/imap";

export const POST = serviceRoute(verifyImapConfig, verifyImapConfigurationOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
