import {
  AuthSessionSchema,
  EmptyObjectSchema,
  LoginLinkBodySchema,
  LoginLinkSignInBodySchema,
} from "@/lib/validation/auth";
import { MfaRequiredSchema } from "@/lib/validation/two-factor";
import { defineOperation } from "./define-operation";

export const requestLoginLinkOperation = defineOperation({
  method: "POST",
  path: "/auth/login-link",
  summary: "Email a sign-in link",
  description:
    "Emails a one-time sign-in link, valid for 15 minutes, to the address when it has an account; the link opens " +
    "`/sign-in/link?token=...` in the dashboard. It signs in even while the account's sign-in is held back after " +
    "failed attempts, so that nobody can lock its owner out by failing its password on purpose. Always answers `{}`, " +
    "so the answer never reveals whether an account exists. Rate limited like password resets (3 per hour per IP). " +
    "Audited as `auth.login_link_requested`.",
  tags: ["Authentication"],
  auth: "public",
  rateGroup: "passwordReset",
  body: LoginLinkBodySchema,
  successStatus: 200,
  response: EmptyObjectSchema,
});

export const signInWithLoginLinkOperation = defineOperation({
  method: "POST",
  path: "/auth/login-link/verify",
  summary: "Sign in with a sign-in link",
  description:
    "Spends the link's token (it works once, within 15 minutes) and answers what POST /auth/login answers, despite " +
    "the account's sign-in backoff, which it ends. A user with two-factor sign-in sends `code` along (checked first: a " +
    "wrong one answers 401 `INVALID_CODE` and leaves the link usable), or gets `{ mfa_required: true, mfa_token }` " +
    "to finish at POST /auth/2fa/verify, which then also ignores the backoff. A used, expired or unknown " +
    'token: 401 `INVALID_TOKEN` ("Invalid or expired sign-in link"). Audited as `auth.login_link_used`, and the ' +
    "sign-in as `auth.signed_in`. Rate limited like POST /auth/login.",
  tags: ["Authentication"],
  auth: "public",
  rateGroup: "login",
  body: LoginLinkSignInBodySchema,
  successStatus: 200,
  response: AuthSessionSchema.or(MfaRequiredSchema),
  errors: [401],
});
