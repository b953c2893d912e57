import { z } from "zod";
import { ACCESS_TOKEN_TTL_SECONDS } from "@/lib/auth/jwt";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";
import { TeamSummarySchema } from "./subscriptions";
import { UserSchema } from "./users";
import { requiredString, bodyObject } from "./common";

// Request and response shapes of /auth/* (docs/contract.md section 3). Messages are written to follow the
// field name in the error envelope's `details` ("password": "must be at least 8 characters").

// Argon2 pre-hashes its input, so this cap is not about cost: it keeps absurd payloads (and
// passwords no person types) out while allowing any passphrase a manager generates.
const MAX_PASSWORD_LENGTH = 256;

/** Emails are compared and stored lower-cased (User.email is unique on that form). */
export const emailField = requiredString()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "must be a valid email address" }).max(254, { error: "must be at most 254 characters" }))
  .meta({ example: "ada@example.com" });

export const newPasswordField = requiredString()
  .min(MIN_PASSWORD_LENGTH, { error: `must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` })
  .meta({ description: `At least ${MIN_PASSWORD_LENGTH} characters`, example: "correct-horse-battery" });

const personName = z
  .string({ error: "must be a string" })
  .trim()
  .max(100, { error: "must be at most 100 characters" })
  .optional();

export const teamNameField = requiredString()
  .trim()
  .min(2, { error: "must be at least 2 characters" })
  .max(100, { error: "must be at most 100 characters" })
  .meta({ example: "Acme Marketing" });

const refreshTokenField = requiredString()
  .min(1, { error: "is required" })
  .meta({ description: "A refresh token from sign-in or the last refresh" });

export const RegisterBodySchema = bodyObject({
  email: emailField,
  password: newPasswordField,
  firstName: personName,
  lastName: personName,
  teamName: teamNameField,
}).meta({ id: "RegisterRequest" });

export const LoginBodySchema = bodyObject({
  email: emailField,
  // Not the sign-up rules: a sign-in only has to match what is stored.
  password: requiredString()
    .min(1, { error: "is required" })
    .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` }),
}).meta({ id: "LoginRequest" });

export const RefreshBodySchema = bodyObject({ refresh_token: refreshTokenField }).meta({ id: "RefreshRequest" });

export const LogoutBodySchema = bodyObject({
  refresh_token: refreshTokenField.optional(),
  all: z.boolean({ error: "must be true or false" }).optional().meta({
    description: "Sign out of every session: all refresh tokens and every access token issued so far answer 401",
  }),
})
  .superRefine((body, context) => {
    if (!body.all && body.refresh_token === undefined)
      context.addIssue({ code: "custom", path: ["refresh_token"], message: "is required (or send all: true)" });
  })
  .meta({ id: "LogoutRequest" });

export const ChangePasswordBodySchema = bodyObject({
  currentPassword: requiredString()
    .min(1, { error: "is required" })
    .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` }),
  newPassword: newPasswordField,
}).meta({ id: "ChangePasswordRequest" });

export const PasswordResetBodySchema = bodyObject({ email: emailField }).meta({ id: "PasswordResetRequest" });

export const PasswordResetConfirmBodySchema = bodyObject({
  token: requiredString().min(1, { error: "is required" }).meta({ description: "The token from the reset link" }),
  password: newPasswordField,
}).meta({ id: "PasswordResetConfirmRequest" });

export const SessionTokensSchema = z
  .object({
    access_token: z.string().meta({ description: `HS256 JWT, valid ${ACCESS_TOKEN_TTL_SECONDS} seconds` }),
    refresh_token: z
      .string()
      .meta({ description: "Opaque; valid 7 days; single use (each refresh returns a new one)" }),
    token_type: z.literal("Bearer"),
    expires_in: z.literal(ACCESS_TOKEN_TTL_SECONDS).meta({ description: "Access token lifetime in seconds" }),
  })
  .meta({ id: "SessionTokens" });

export const AuthSessionSchema = SessionTokensSchema.extend({ user: UserSchema, team: TeamSummarySchema }).meta({
  id: "AuthSession",
});

export const UserWithTeamSchema = UserSchema.extend({ team: TeamSummarySchema }).meta({ id: "UserWithTeam" });

const ApiKeyIdentitySchema = z
  .object({ user: z.null(), team: TeamSummarySchema })
  .meta({ id: "ApiKeyIdentity", description: "The answer for an API key: keys belong to a team, not to a user" });

export const CurrentUserResponseSchema = z.union([UserWithTeamSchema, ApiKeyIdentitySchema]);

export const UserListSchema = z.array(UserWithTeamSchema);

/** `{}`: the answer of operations that only acknowledge (logout, password reset). */
export const EmptyObjectSchema = z.object({});

// Sign-in links past the sign-in backoff (docs/contract.md section 25).
export const LoginLinkBodySchema = bodyObject({ email: emailField }).meta({ id: "LoginLinkRequest" });

export const LoginLinkSignInBodySchema = bodyObject({
  token: requiredString().min(1, { error: "is required" }).meta({ description: "The token from the sign-in link" }),
  code: requiredString().min(1, { error: "is required" }).optional().meta({
    description: "With two-factor sign-in: a TOTP code or an unused recovery code, checked before the link is spent",
  }),
}).meta({ id: "LoginLinkSignInRequest" });
