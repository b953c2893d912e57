import { db } from "@/lib/db";
import type { UpdateSettingsInput } from "@/lib/validation/settings";
import { ensureTeamSettings } from "./get-team-settings";

/** Applies the fields given (PATCH semantics); null clears a branding field. */
export async function updateTeamSettings({ teamId, changes }: { teamId: string; changes: UpdateSettingsInput }) {
  const { branding, ...settingsChanges } = changes;
  return db.$transaction(async (tx) => {
    const current = await ensureTeamSettings(tx, teamId);
    const settings = await tx.teamSettings.update({ where: { id: current.id }, data: settingsChanges });
    const updatedBranding = branding ? await tx.branding.update({ where: { id: current.branding.id }, data: branding }) : current.branding;
    return { ...settings, branding: updatedBranding };
  });
}
