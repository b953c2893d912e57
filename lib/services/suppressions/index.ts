// The suppression list: addresses that are never sent to.
export { isSuppressed } from "./is-suppressed";
