import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createImapConfig, listImapConfigs } from "@/lib/services/imap";
import { listImapConfigurationsOperation, createImapConfigurationOperation } from "@/lib/api/operations/imap";

export const GET = serviceRoute(listImapConfigs, listImapConfigurationsOperation);

export const POST = serviceRoute(createImapConfig, createImapConfigurationOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
