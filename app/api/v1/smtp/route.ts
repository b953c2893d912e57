import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createSmtpConfig, listSmtpConfigs } from "@/lib/services/smtp";
import { listSmtpConfigurationsOperation, createSmtpConfigurationOperation } from "@/lib/api/operations/smtp";

export const GET = serviceRoute(listSmtpConfigs, listSmtpConfigurationsOperation);

export const POST = serviceRoute(createSmtpConfig, createSmtpConfigurationOperation, withActor(auditActor));

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
