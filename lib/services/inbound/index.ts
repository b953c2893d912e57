// Inbound mail intake: syncing a mailbox and recording bounces, complaints and replies.
export { syncMailbox } from "./sync-mailbox";
