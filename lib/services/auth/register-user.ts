import { ApiError } from "@/lib/api/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { createTeamWithOwner } from "@/lib/services/teams/create-team-with-owner";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { issueSession } from "./issue-session";
import type { SessionMeta } from "./session-meta";

export type RegisterUserInput = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  teamName: string;
};

/** Signs up: a new team on the Free plan with the user as its ADMIN, and a first session. */
export async function registerUser(input: RegisterUserInput, meta: SessionMeta) {
  let created: Awaited<ReturnType<typeof createTeamWithOwner>>;
  try {
    // The unique index on User.email decides, inside the transaction: no check-then-insert race,
    // and a taken address rolls the new team back with the user.
    created = await createTeamWithOwner({ ...input, provider: "local" });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw ApiError.conflict("An account with this email already exists", "CONFLICT", {
        email: "is already registered",
      });
    }
    throw error;
  }
  const { user, team } = created;
  const tokens = await issueSession(user, meta);
  return { user: toUserDto(user), team, ...tokens };
}
