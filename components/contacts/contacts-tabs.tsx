"use client";

import { FileUp, Filter, Images, ListChecks } from "lucide-react";
import { SectionTabs, type SectionTab } from "@/components/ui/section-tabs";

// The Contacts area: mailing lists (and each list's contacts), CSV imports, the media library.
const tabs: SectionTab[] = [
  { href: "/contacts", label: "Lists", icon: ListChecks, exact: true, matches: ["/contacts/lists"] },
  { href: "/contacts/segments", label: "Segments", icon: Filter },
  { href: "/contacts/imports", label: "Imports", icon: FileUp },
  { href: "/contacts/media", label: "Media library", icon: Images },
];

export function ContactsTabs() {
  return <SectionTabs label="Contacts" tabs={tabs} />;
}
