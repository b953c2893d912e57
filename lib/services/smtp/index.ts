// SMTP configurations of a team: CRUD, verification and test sends.
export { createSmtpConfig } from "./create-smtp-config";
export { deleteSmtpConfig } from "./delete-smtp-config";
export { getSmtpConfig } from "./get-smtp-config";
export { listSmtpConfigs } from "./list-smtp-configs";
export { sendSmtpTest } from "./send-smtp-test";
export { updateSmtpConfig } from "./update-smtp-config";
export { verifySmtpConfig } from "./verify-smtp-config";
