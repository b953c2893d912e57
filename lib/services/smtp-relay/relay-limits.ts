// The fixed terms of SMTP submission (docs/contract.md section 17), shared by the server
// (lib/runtime/smtp-relay-server.ts) and the settings it shows (get-smtp-relay-settings.ts).

/** The username of AUTH PLAIN / LOGIN; the password is an API key. */
export const RELAY_USERNAME = "sendwell";
/** The largest message the relay takes: 25 MB. */
export const RELAY_MAX_BYTES = 25 * 1024 * 1024;
