// Two-factor authentication (TOTP): setup, enable, verify, disable, and the pages' guard.
export { disableTwoFactor } from "./disable-two-factor";
export { enableTwoFactor } from "./enable-two-factor";
export { needsTwoFactorSetup } from "./needs-two-factor-setup";
export { requireUser } from "./require-user";
export { setupTwoFactor } from "./setup-two-factor";
export { verifyTwoFactor } from "./verify-two-factor";
