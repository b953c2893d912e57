// SMTP submission (contract section 17): the relay's settings, limits and message intake.
export { getSmtpRelaySettings } from "./get-smtp-relay-settings";
export { RELAY_MAX_BYTES, RELAY_USERNAME } from "./relay-limits";
export { RelayRejection, submitRelayMessage } from "./submit-relay-message";
