import { db } from "@/lib/db";

/** True when the user's team requires two-factor sign-in (TeamSettings.require2fa) and the user has not set it up. */
export async function needsTwoFactorSetup({ userId, teamId }: { userId: string; teamId: string }): Promise<boolean> {
  const [settings, user] = await Promise.all([
    db.teamSettings.findFirst({ where: { teamId }, select: { require2fa: true } }),
    db.user.findUnique({ where: { id: userId }, select: { totpEnabledAt: true } }),
  ]);
  return Boolean(settings?.require2fa) && user !== null && user.totpEnabledAt === null;
}
