import { db } from "@/lib/db";
import type { MailBrand } from "@/lib/mail/render/system-mail-layout";

/**
 * The branding of the team's system mail (Settings -> Branding): the dashboard name, its logo and
 * its colour. Without a name, mail to its own members says "Sendwell" (the product they signed up
 * to); mail to its subscribers passes the name they know the team by (`fallbackName`).
 */
export async function teamMailBrand(teamId: string, fallbackName = "Sendwell"): Promise<MailBrand> {
  const settings = await db.teamSettings.findFirst({
    where: { teamId },
    select: { branding: { select: { dashboardName: true, logoUrl: true, primaryColor: true, isDeleted: true } } },
  });
  const branding = settings?.branding && !settings.branding.isDeleted ? settings.branding : null;
  return {
    name: branding?.dashboardName?.trim() || fallbackName,
    logoUrl: branding?.logoUrl ?? null,
    color: branding?.primaryColor ?? null,
  };
}
