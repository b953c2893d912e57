// Provider events (docs/contract.md section 20): the webhook of the sending service behind an SMTP config.
export { receiveProviderEvents } from "./receive-provider-events";
