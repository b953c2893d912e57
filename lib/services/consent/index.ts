// The consent ledger: how and when each contact subscribed, confirmed, left or came back.
export { consentSourceOf } from "./consent-source";
export { consentRequestInfo } from "./record-consent";
export { listContactConsent } from "./list-contact-consent";
