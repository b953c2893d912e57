import { db } from "@/lib/db";
import type { MailBrand } from "@/lib/mail/render/system-mail-layout";

/**
 * The branding of the team's system mail to its own members (Settings -> Branding): the dashboard
 * name, else "Sendwell" (the product they signed up to), its logo and its colour.
 */
export async function teamMailBrand(teamId: string): Promise<MailBrand> {
  const settings = await db.teamSettings.findFirst({
    where: { teamId },
    select: { branding: { select: { dashboardName: true, logoUrl: true, primaryColor: true, isDeleted: true } } },
  });
  const branding = settings?.branding && !settings.branding.isDeleted ? settings.branding : null;
  return {
    name: branding?.dashboardName?.trim() || "Sendwell",
    logoUrl: branding?.logoUrl ?? null,
    color: branding?.primaryColor ?? null,
  };
}
