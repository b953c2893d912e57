import { db } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

/** The language of the team's public pages and system mail (Settings -> Defaults). */
export async function teamLocale(teamId: string): Promise<Locale> {
  const settings = await db.teamSettings.findFirst({ where: { teamId }, select: { locale: true } });
  return isLocale(settings?.locale) ? settings.locale : DEFAULT_LOCALE;
}
