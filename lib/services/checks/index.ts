// Pre-send checks (docs/contract.md section 22): what app/ calls (send and schedule import
// assert-checks-pass.ts directly).
export { checkCampaign } from "./check-campaign";
export { checkTemplate } from "./check-template";
