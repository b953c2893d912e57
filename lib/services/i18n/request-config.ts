import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { auth } from "@/lib/services/auth/next-auth";
import { db } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

// next-intl without locale routing (no [locale] segment, no middleware of its own: proxy.ts stays
// the only proxy). Each request's language: the signed-in person's choice (Profile), else the
// preview cookie a language switch sets before the profile is saved, else the browser's
// Accept-Language, else English. next.config.ts points next-intl at this file; it sits with the
// services because it reads the session (Auth.js) and the profile.

async function userLocale(): Promise<Locale | null> {
  try {
    const session = await auth();
    const userId = session?.user?.id;
    if (!userId) return null;
    const user = await db.user.findFirst({ where: { id: userId }, select: { locale: true } });
    return isLocale(user?.locale) ? user.locale : null;
  } catch {
    return null;
  }
}

export async function resolveRequestLocale(): Promise<Locale> {
  const chosen = await userLocale();
  if (chosen) return chosen;
  const cookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage((await headers()).get("accept-language")) ?? DEFAULT_LOCALE;
}

export default getRequestConfig(async ({ locale: requested }) => {
  const locale = isLocale(requested) ? requested : await resolveRequestLocale();
  return { locale, messages: messagesFor(locale) };
});
