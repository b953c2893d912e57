import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/passwords";
import { FREE_PLAN_NAME } from "@/lib/config/plans";
import { syncUserPermissions } from "@/lib/services/users/sync-user-permissions";

export type NewTeamOwner = {
  teamName: string;
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  provider?: string;
  providerId?: string;
};

/**
 * A new team with its first user as ADMIN, an active Free subscription, default settings and
 * branding, and the user's permission rows, all in one transaction.
 */
export async function createTeamWithOwner(owner: NewTeamOwner) {
  const passwordHash = owner.password ? await hashPassword(owner.password) : null;
  return db.$transaction(async (tx) => {
    const freePlan = await tx.product.findUniqueOrThrow({
      where: { name_interval: { name: FREE_PLAN_NAME, interval: "monthly" } },
    });
    const team = await tx.team.create({ data: { name: owner.teamName } });
    const user = await tx.user.create({
      data: {
        teamId: team.id,
        email: owner.email.trim().toLowerCase(),
        passwordHash,
        firstName: owner.firstName,
        lastName: owner.lastName,
        role: "ADMIN",
        provider: owner.provider ?? "local",
        providerId: owner.providerId,
      },
    });
    await syncUserPermissions(tx, user.id, "ADMIN");
    const subscription = await tx.subscription.create({
      data: { team_id: team.id, product_id: freePlan.id, status: "active", email: user.email },
    });
    // No dashboard name until the team brands it: the product is called Sendwell until then.
    const branding = await tx.branding.create({ data: {} });
    await tx.teamSettings.create({ data: { teamId: team.id, brandingSettingsId: branding.id } });
    return { team, user, subscription };
  });
}
