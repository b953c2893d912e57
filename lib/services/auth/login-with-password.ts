import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { issueSession } from "./issue-session";
import type { SessionMeta } from "./session-meta";

/** One answer for every failed sign-in, so it never tells which emails have accounts. */
export function invalidCredentials() {
  return new ApiError(401, "unauthorized", "INVALID_CREDENTIALS", "Invalid email or password");
}

// An unknown email (or an account without a password, such as a Google sign-up) is verified
// against this hash so that it costs one Argon2 verification, like a real account: the response
// time does not reveal whether the address is registered. Same library, same parameters.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash() {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}

export async function loginWithPassword(input: { email: string; password: string }, meta: SessionMeta) {
  const user = await db.user.findUnique({ where: { email: input.email.trim().toLowerCase() }, include: { team: true } });
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  if (!user || !passwordMatches || user.team.isDeleted) throw invalidCredentials();

  const { session, signedIn } = await db.$transaction(async (tx) => {
    const signedIn = await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    return { signedIn, session: await issueSession(signedIn, { ...meta, tx }) };
  });
  return { user: toUserDto(signedIn), team: user.team, ...session };
}
