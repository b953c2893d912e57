import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/**
 * A page's `generateMetadata` that names it in the reader's language:
 * `export const generateMetadata = pageTitle("campaigns.meta", "list")` titles it with campaigns.meta.list.
 */
export function pageTitle(namespace: string, key: string) {
  return async (): Promise<Metadata> => {
    const t = await getTranslations(namespace);
    return { title: t(key) };
  };
}
