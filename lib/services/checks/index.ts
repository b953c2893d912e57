// Pre-send checks (docs/contract.md section 22): what app/ and the campaign services call.
export { assertChecksPass } from "./assert-checks-pass";
export { checkCampaign } from "./check-campaign";
export { checkTemplate } from "./check-template";
