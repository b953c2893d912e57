// Accounts and API sessions: register, log in (password or Google), refresh, log out, password changes and resets. The Auth.js configuration (next-auth.ts) is its own entry: next-auth loads only inside Next.js.
export { changePassword } from "./change-password";
export { getCurrentUser } from "./get-current-user";
export { loginWithPassword } from "./login-with-password";
export { logoutEverywhere } from "./logout-everywhere";
export { refreshSession } from "./refresh-session";
export { registerUser } from "./register-user";
export { requestLoginLink } from "./request-login-link";
export { requestPasswordReset } from "./request-password-reset";
export { resetPassword } from "./reset-password";
export { revokeRefreshToken } from "./revoke-refresh-token";
export { sessionMetaOf } from "./session-meta";
export { signInWithGoogle } from "./sign-in-with-google";
export { signInWithLoginLink } from "./sign-in-with-login-link";
