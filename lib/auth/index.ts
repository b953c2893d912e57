// Authentication mechanisms: API keys, JWTs, passwords, TOTP, permissions and the principal. Server-only; browser code imports lib/auth/permissions.ts directly.
export { authenticateApiKey } from "./authenticate";
export type { Permission } from "./permissions";
export type { Principal } from "./principal";
