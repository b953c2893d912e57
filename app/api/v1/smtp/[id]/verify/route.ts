import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { verifySmtpConfig } from "@/lib/services/smtp";
import { verifySmtpConfigurationOperation } from "@/lib/api/operations/smtp";

export const POST = serviceRoute(verifySmtpConfig, verifySmtpConfigurationOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
