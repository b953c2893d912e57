import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { getSmtpRelaySettings } from "@/lib/services/smtp-relay/get-smtp-relay-settings";
import { getSmtpRelaySettingsOperation } from "@/lib/api/operations/emails";

export const GET = withApi(async () => getSmtpRelaySettings(), getSmtpRelaySettingsOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
