import { defineOperation } from "./define-operation";
import {
  AuthSessionSchema,
  RegisterBodySchema,
  LoginBodySchema,
  SessionTokensSchema,
  RefreshBodySchema,
  EmptyObjectSchema,
  LogoutBodySchema,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  ChangePasswordBodySchema,
  CurrentUserResponseSchema,
  UserListSchema,
} from "@/lib/validation/auth";
import {
  MfaRequiredSchema,
  TwoFactorSetupSchema,
  RecoveryCodesSchema,
  TwoFactorCodeBodySchema,
  TwoFactorVerifyBodySchema,
} from "@/lib/validation/two-factor";
import { ProfileSchema, UpdateProfileBody } from "@/lib/validation/profile";
import { GoogleSignInBodySchema } from "@/lib/validation/google";

export const registerOperation = defineOperation({
  method: "POST",
  path: "/auth/register",
  summary: "Sign up",
  description:
    "Creates an account and a new team on the Free plan, with the new user as its ADMIN, and signs in. Emails are case-insensitive. Rate limited to 3 requests per hour per IP.",
  tags: ["Authentication"],
  auth: "public",
  body: RegisterBodySchema,
  response: AuthSessionSchema,
  responseDescription: "The new user and team, with an access token (24 h) and a refresh token (7 days)",
  errors: [409],
});

export const loginOperation = defineOperation({
  method: "POST",
  path: "/auth/login",
  summary: "Sign in with email and password",
  description:
    'Answers the user, their team and a new token pair. A wrong password and an unknown email get the same 401 (`INVALID_CREDENTIALS`, "Invalid email or password"). ' +
    "A user with two-factor sign-in gets `{ mfa_required: true, mfa_token }` instead, to finish at POST /auth/2fa/verify. " +
    "Rate limited to 5 requests per minute per IP; an account with 5 failures in a row is also held back (30 s, doubling up to 15 min) " +
    "from any address, answering the same 401 so that it never tells whether the account exists.",
  tags: ["Authentication"],
  auth: "public",
  body: LoginBodySchema,
  successStatus: 200,
  response: AuthSessionSchema.or(MfaRequiredSchema),
  errors: [401],
});

export const refreshTokenOperation = defineOperation({
  method: "POST",
  path: "/auth/refresh",
  summary: "Refresh the access token",
  description:
    "Exchanges a refresh token for a new access token and a new refresh token; the one sent stops working. Presenting a refresh token that was already used or revoked answers 401 and revokes every token of that sign-in. Rate limited to 10 requests per minute per IP.",
  tags: ["Authentication"],
  auth: "public",
  body: RefreshBodySchema,
  successStatus: 200,
  response: SessionTokensSchema,
  errors: [401],
});

export const logoutOperation = defineOperation({
  method: "POST",
  path: "/auth/logout",
  summary: "Sign out",
  description:
    "Revokes the refresh token and the rest of its sign-in, so it can no longer be refreshed. With `all: true`, signs the user " +
    "(the Bearer token's, else the refresh token's) out of every session: all refresh tokens are revoked and every access token " +
    "issued so far answers 401 at once. Always answers `{}`, also for an unknown refresh token; `all: true` with neither " +
    "credential answers 401.",
  tags: ["Authentication"],
  auth: "optional",
  body: LogoutBodySchema,
  successStatus: 200,
  response: EmptyObjectSchema,
  errors: [401],
});

export const requestPasswordResetOperation = defineOperation({
  method: "POST",
  path: "/auth/password-reset",
  summary: "Request a password reset",
  description:
    "Emails a single-use link, valid for 1 hour, to the address when it has an account. Always answers `{}`, so the answer never reveals whether an account exists. Rate limited to 3 requests per hour per IP.",
  tags: ["Authentication"],
  auth: "public",
  body: PasswordResetBodySchema,
  successStatus: 200,
  response: EmptyObjectSchema,
});

export const setNewPasswordOperation = defineOperation({
  method: "POST",
  path: "/auth/password-reset/confirm",
  summary: "Set a new password",
  description:
    "Sets a new password with the token from the reset email. The token works once; an unknown, used or expired token answers 400 with `details.token`. Every refresh token of the user is revoked and every access token issued so far answers 401: they are signed out everywhere.",
  tags: ["Authentication"],
  auth: "public",
  body: PasswordResetConfirmBodySchema,
  successStatus: 200,
  response: EmptyObjectSchema,
});

export const changePasswordOperation = defineOperation({
  method: "POST",
  path: "/auth/password",
  summary: "Change your password",
  description:
    "Sets a new password for the signed-in user after checking the current one (a wrong one answers 400 with " +
    "`details.currentPassword`). Every earlier session ends: refresh tokens are revoked and access tokens issued before " +
    "answer 401. Answers a new session, as login does.",
  tags: ["Authentication"],
  body: ChangePasswordBodySchema,
  successStatus: 200,
  response: AuthSessionSchema,
  errors: [400, 401, 403],
});

export const setUpTwoFactorOperation = defineOperation({
  method: "POST",
  path: "/auth/2fa/setup",
  summary: "Start two-factor setup",
  description:
    "Creates a TOTP secret (base32, SHA-1, 6 digits, 30 s) for the signed-in user's authenticator app and answers it with an " +
    "`otpauth://` URI for a QR code. Nothing changes at sign-in until POST /auth/2fa/enable confirms a code. Calling it again " +
    "replaces the pending secret; 409 INVALID_STATE while two-factor sign-in is on.",
  tags: ["Authentication"],
  successStatus: 200,
  response: TwoFactorSetupSchema,
  errors: [403, 409],
});

export const enableTwoFactorOperation = defineOperation({
  method: "POST",
  path: "/auth/2fa/enable",
  summary: "Turn two-factor sign-in on",
  description:
    "Confirms a current code from the authenticator set up with POST /auth/2fa/setup and turns two-factor sign-in on. Answers " +
    "10 single-use recovery codes, shown only this once. A wrong code answers 401 `INVALID_CODE`; 409 without a pending setup.",
  tags: ["Authentication"],
  body: TwoFactorCodeBodySchema,
  successStatus: 200,
  response: RecoveryCodesSchema,
  errors: [401, 403, 409],
});

export const disableTwoFactorOperation = defineOperation({
  method: "POST",
  path: "/auth/2fa/disable",
  summary: "Turn two-factor sign-in off",
  description:
    "Turns two-factor sign-in off with a current code or an unused recovery code; the secret and the recovery codes are deleted. " +
    "A wrong code answers 401 `INVALID_CODE`; 409 when it is not on.",
  tags: ["Authentication"],
  body: TwoFactorCodeBodySchema,
  successStatus: 200,
  response: EmptyObjectSchema,
  errors: [401, 403, 409],
});

export const verifyTwoFactorOperation = defineOperation({
  method: "POST",
  path: "/auth/2fa/verify",
  summary: "Finish a two-factor sign-in",
  description:
    "Exchanges the `mfa_token` of a login answer and a TOTP code (or an unused recovery code, which is then spent) for what " +
    "login answers. A wrong code, an expired `mfa_token` (5 minutes) or a held-back account answers 401 `INVALID_CODE`. " +
    "Rate limited like login.",
  tags: ["Authentication"],
  auth: "public",
  rateGroup: "login",
  body: TwoFactorVerifyBodySchema,
  successStatus: 200,
  response: AuthSessionSchema,
  errors: [401],
});

export const getMeOperation = defineOperation({
  method: "GET",
  path: "/auth/me",
  summary: "The signed-in user",
  description:
    "The caller's user with their team embedded. Called with an API key, which belongs to a team rather than a person, it answers `{ user: null, team }`.",
  tags: ["Authentication"],
  response: CurrentUserResponseSchema,
});

export const getProfileOperation = defineOperation({
  method: "GET",
  path: "/auth/profile",
  summary: "Your profile",
  description: "The signed-in user's name, picture and dashboard language. API keys answer 403.",
  tags: ["Authentication"],
  response: ProfileSchema,
  errors: [401, 403],
});

export const updateProfileOperation = defineOperation({
  method: "PATCH",
  path: "/auth/profile",
  summary: "Update your profile",
  description:
    "Changes the fields given: `firstName`, `lastName` (blank or null clears), `profilePictureId` (a PNG, JPEG, GIF or WebP of the team's files, else 422; null removes it; a file another member uses is 409) and `locale` (en, de, fr, es; null follows the browser).",
  tags: ["Authentication"],
  body: UpdateProfileBody,
  response: ProfileSchema,
  errors: [401, 403, 409, 422],
});

export const listUsersOperation = defineOperation({
  method: "GET",
  path: "/auth/users",
  summary: "List users",
  description:
    "The users of the caller's team (every user of every team for a SUPER_ADMIN), each with its team embedded, oldest first. A bare JSON array, as docs/interface.md fixes it; not paginated.",
  tags: ["Authentication"],
  permission: "users:read",
  response: UserListSchema,
});

export const signInWithGoogleOperation = defineOperation({
  method: "POST",
  path: "/auth/google",
  summary: "Sign in with Google",
  description:
    "Exchanges a Google ID token for the user, their team and a token pair. The token's signature (Google's key set), " +
    "issuer, audience (`GOOGLE_CLIENT_ID`), expiry and `email_verified` are checked; anything else answers 401 " +
    '"Invalid or expired token". The first sign-in creates the user and a team on the Free plan; an existing ' +
    "account with the same address is linked. 422 when the server has no `GOOGLE_CLIENT_ID`; 503 when Google's keys " +
    "cannot be fetched. Rate limited like /auth/login (5 per minute per IP).",
  tags: ["Authentication"],
  auth: "public",
  rateGroup: "login",
  body: GoogleSignInBodySchema,
  successStatus: 200,
  response: AuthSessionSchema,
  errors: [401, 409, 422, 503],
});
