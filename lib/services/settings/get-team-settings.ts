import { db, type Transaction } from "@/lib/db";

const withBranding = { branding: true } as const;

/**
 * The team's settings with branding. Teams created before settings existed get both rows on first
 * read; the upsert on the unique teamId keeps two first reads from creating two.
 */
export async function ensureTeamSettings(tx: Transaction, teamId: string) {
  const settings = await tx.teamSettings.upsert({
    where: { teamId },
    create: { teamId },
    update: {},
    include: withBranding,
  });
  if (settings.branding && !settings.branding.isDeleted) return { ...settings, branding: settings.branding };
  const branding = await tx.branding.create({ data: {} });
  const updated = await tx.teamSettings.update({
    where: { id: settings.id },
    data: { brandingSettingsId: branding.id },
  });
  return { ...updated, branding };
}

export async function getTeamSettings({ teamId }: { teamId: string }) {
  return db.$transaction((tx) => ensureTeamSettings(tx, teamId));
}
