import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { announcementStarter } from "./announcement";
import { feedDigestStarter } from "./feed-digest";
import { newsletterStarter } from "./newsletter";
import { plainTextStarter } from "./plain-text";

export type StarterTemplate = { id: string; name: string; description: string; subject: string; html: string };

// Each starter is built from its markup and one language's texts (NEWSLETTER_TEXTS and so on, next
// to the markup), so every language has the same HTML and Liquid variables, only the words differ.
const STARTERS_BY_LOCALE = {} as Record<Locale, readonly StarterTemplate[]>;
for (const locale of LOCALES)
  STARTERS_BY_LOCALE[locale] = [
    newsletterStarter(locale),
    announcementStarter(locale),
    plainTextStarter(locale),
    feedDigestStarter(locale),
  ];

/** Templates shipped with the app, in one language; the dashboard creates a template from one through POST /templates. */
export function starterTemplates(locale: Locale = DEFAULT_LOCALE): readonly StarterTemplate[] {
  return STARTERS_BY_LOCALE[locale];
}

/** The English starters. */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = STARTERS_BY_LOCALE[DEFAULT_LOCALE];
