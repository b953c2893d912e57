import { methodsNotAllowed, withApi } from "@/lib/api";
import { getSmtpRelaySettings } from "@/lib/services/smtp-relay";
import { getSmtpRelaySettingsOperation } from "@/lib/api/operations/emails";

export const GET = withApi(async () => getSmtpRelaySettings(), getSmtpRelaySettingsOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
