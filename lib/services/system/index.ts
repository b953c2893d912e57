// Health and readiness checks.
export { checkHealth } from "./check-health";
export { checkReadiness } from "./check-readiness";
