// IMAP configurations of a team: CRUD, verification and sync requests.
export { createImapConfig } from "./create-imap-config";
export { deleteImapConfig } from "./delete-imap-config";
export { getImapConfig } from "./get-imap-config";
export { listImapConfigs } from "./list-imap-configs";
export { queueImapSync } from "./queue-imap-sync";
export { updateImapConfig } from "./update-imap-config";
export { verifyImapConfig } from "./verify-imap-config";
