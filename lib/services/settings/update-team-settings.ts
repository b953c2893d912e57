import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { forgetDestinationConfig } from "@/lib/services/destinations/destination-config";
import type { UpdateSettingsInput } from "@/lib/validation/settings";
import { assertReturnPathDomain } from "./assert-return-path-domain";
import { assertTeamTemplates } from "./assert-team-templates";
import { ensureTeamSettings } from "./get-team-settings";

/** Applies the fields given (PATCH semantics); null clears a branding field. */
export async function updateTeamSettings({
  teamId,
  changes,
  actor,
}: {
  teamId: string;
  changes: UpdateSettingsInput;
  actor?: AuditActor;
}) {
  const { branding, ...settingsChanges } = changes;
  const updated = await db.$transaction(async (tx) => {
    await assertTeamTemplates(tx, teamId, {
      inviteTemplateId: changes.inviteTemplateId,
      welcomeTemplateId: changes.welcomeTemplateId,
    });
    await assertReturnPathDomain(tx, teamId, changes.returnPathDomain);
    const current = await ensureTeamSettings(tx, teamId);
    const settings = await tx.teamSettings.update({ where: { id: current.id }, data: settingsChanges });
    const updatedBranding = branding
      ? await tx.branding.update({ where: { id: current.branding.id }, data: branding })
      : current.branding;
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "settings.updated",
        ...actor,
        targetType: "settings",
        targetId: settings.id,
        details: { ...settingsChanges, ...(branding ? { branding } : {}) },
      });
    return { ...settings, branding: updatedBranding };
  });
  // This process's sends see new destination limits at once (others within seconds).
  if (changes.destinationLimits) forgetDestinationConfig(teamId);
  return updated;
}
