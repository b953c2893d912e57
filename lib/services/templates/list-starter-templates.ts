import type { NextRequest } from "next/server";
import type { Principal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locales";
import { starterTemplates } from "@/lib/templates/starters";

/**
 * The starters' language, as the dashboard picks its own: the signed-in user's profile language,
 * else the dashboard's preview cookie, else Accept-Language, else English. API keys have no user,
 * so they go by Accept-Language.
 */
export async function starterLocale(request: NextRequest, principal: Principal | null): Promise<Locale> {
  if (principal?.kind === "user") {
    const user = await db.user.findFirst({ where: { id: principal.userId }, select: { locale: true } });
    if (isLocale(user?.locale)) return user.locale;
  }
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value;
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

/** GET /templates/starters: the same for every team, in the reader's language. */
export function listStarterTemplates(locale: Locale = DEFAULT_LOCALE) {
  return { data: starterTemplates(locale) };
}
