import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createSmtpConfig, listSmtpConfigs } from "@/lib/services/smtp";
import { listSmtpConfigurationsOperation, createSmtpConfigurationOperation } from "@/lib/api/operations/smtp";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(listSmtpConfigs, listSmtpConfigurationsOperation);

export const POST = serviceRoute(createSmtpConfig, createSmtpConfigurationOperation, audited);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
