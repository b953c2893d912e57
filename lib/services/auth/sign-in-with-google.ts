import { ApiError } from "@/lib/api/errors";
import { GoogleKeySetUnavailableError, verifyGoogleIdToken, type GoogleIdentity } from "@/lib/auth/google-id-token";
import { db } from "@/lib/db";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { isUniqueViolation } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { createTeamWithOwner } from "@/lib/services/teams/create-team-with-owner";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { issueSession } from "./issue-session";
import type { SessionMeta } from "./session-meta";

const MAX_TEAM_NAME_LENGTH = 100;

async function verifiedIdentity(idToken: string, clientId: string): Promise<GoogleIdentity> {
  try {
    const identity = await verifyGoogleIdToken(idToken, clientId);
    if (!identity) throw ApiError.unauthorized("Invalid or expired token");
    return identity;
  } catch (error) {
    if (!(error instanceof GoogleKeySetUnavailableError)) throw error;
    console.error("Google sign-in: cannot load the key set at", env.GOOGLE_JWKS_URL, error.cause);
    throw new ApiError(
      503,
      "service_unavailable",
      "SERVICE_UNAVAILABLE",
      "Google sign-in is temporarily unavailable. Try again shortly.",
    );
  }
}

/**
 * The account this Google identity signs in to: the one already linked to its `sub`, else the one
 * registered with the same address, linked only when that account has verified the address too.
 */
async function findAccount(identity: GoogleIdentity) {
  const linked = await db.user.findFirst({ where: { provider: "google", providerId: identity.sub } });
  if (linked) return linked;
  const sameEmail = await db.user.findUnique({ where: { email: identity.email } });
  if (!sameEmail) return null;
  // A Google account is identified by `sub`, not by its address, which can be recycled.
  if (sameEmail.provider === "google" && sameEmail.providerId && sameEmail.providerId !== identity.sub) {
    throw ApiError.conflict("This email address belongs to an account linked to another Google account");
  }
  // Sign-up does not prove ownership of an address. Linking Google to an account whose address was
  // never verified would let whoever registered it first into the real owner's Google sign-ins.
  if (!sameEmail.emailVerifiedAt) {
    throw ApiError.conflict(
      "An account with this email already exists. Sign in with your password, or reset it to verify the address, then use Google.",
      "EMAIL_NOT_VERIFIED",
    );
  }
  return sameEmail;
}

async function createAccount(identity: GoogleIdentity) {
  const firstName = identity.givenName ?? identity.name ?? identity.email.split("@")[0];
  const { user } = await createTeamWithOwner({
    teamName: `${firstName}'s team`.slice(0, MAX_TEAM_NAME_LENGTH),
    email: identity.email,
    firstName: identity.givenName ?? undefined,
    lastName: identity.familyName ?? undefined,
    provider: "google",
    providerId: identity.sub,
  });
  return user;
}

/**
 * POST /auth/google: signs in with a Google ID token, creating the user and a team on the Free
 * plan on first sign-in. A password account with the same address keeps its password and gains
 * Google sign-in.
 */
export async function signInWithGoogle({ idToken }: { idToken: string }, meta: SessionMeta) {
  if (!env.GOOGLE_CLIENT_ID) throw ApiError.unprocessable("Google sign-in is not configured");
  const identity = await verifiedIdentity(idToken, env.GOOGLE_CLIENT_ID);

  let account = await findAccount(identity);
  if (!account) {
    try {
      account = await createAccount(identity);
    } catch (error) {
      // Two first sign-ins at once: the other one created the account; sign in to it.
      if (!isUniqueViolation(error)) throw error;
      account = await findAccount(identity);
      if (!account) throw error;
    }
  }

  // A removed team's users are refused like at password sign-in: their tokens would not work.
  if ((await db.team.count({ where: { id: account.teamId } })) === 0)
    throw ApiError.unauthorized("Invalid or expired token");

  const accountId = account.id;
  const { user, session } = await db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: accountId },
      data: {
        provider: "google",
        providerId: identity.sub,
        providerData: { name: identity.name, picture: identity.picture },
        emailVerifiedAt: account.emailVerifiedAt ?? new Date(),
        lastLoginAt: new Date(),
      },
      include: { team: true },
    });
    await recordUserAudit(tx, user, "auth.signed_in", meta.ipAddress, { method: "google" });
    return { user, session: await issueSession(user, { ...meta, tx }) };
  });
  const { team, ...signedIn } = user;
  return { user: toUserDto(signedIn), team, ...session };
}
