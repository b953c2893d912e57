"use client";

import { FileUp, Filter, Images, ListChecks, Tags } from "lucide-react";
import { useTranslations } from "next-intl";
import { SectionTabs, type SectionTab } from "@/components/ui/section-tabs";

// The Contacts area: mailing lists (and each list's contacts), segments, topics, CSV imports, the media library.
const tabs = [
  { key: "lists", href: "/contacts", icon: ListChecks, exact: true, matches: ["/contacts/lists"] },
  { key: "segments", href: "/contacts/segments", icon: Filter },
  { key: "topics", href: "/contacts/topics", icon: Tags },
  { key: "imports", href: "/contacts/imports", icon: FileUp },
  { key: "media", href: "/contacts/media", icon: Images },
] as const;

export function ContactsTabs() {
  const t = useTranslations("contacts");
  const translated: SectionTab[] = tabs.map(({ key, ...tab }) => ({
    ...tab,
    matches: "matches" in tab ? [...tab.matches] : undefined,
    label: t(`tabs.${key}`),
  }));
  return <SectionTabs label={t("title")} tabs={translated} />;
}
