"use client";

import { Bot, Building, CreditCard, SlidersHorizontal, Globe, Inbox, KeyRound, Mail, Palette, ScrollText, Send, ShieldCheck, Users, Webhook } from "lucide-react";
import { useTranslations } from "next-intl";
import { SectionTabs, type SectionTab } from "@/components/ui/section-tabs";

const tabs: SectionTab[] = [
  { href: "/settings/team", label: "Team", icon: Building },
  { href: "/settings/defaults", label: "Defaults", icon: SlidersHorizontal },
  { href: "/settings/members", label: "Members", icon: Users },
  { href: "/settings/api-keys", label: "API keys", icon: KeyRound },
  { href: "/settings/smtp", label: "SMTP", icon: Mail },
  { href: "/settings/smtp-relay", label: "SMTP relay", icon: Send },
  { href: "/settings/inbound-mail", label: "Inbound mail", icon: Inbox },
  { href: "/settings/domains", label: "Domains", icon: Globe },
  { href: "/settings/webhooks", label: "Webhooks", icon: Webhook },
  { href: "/settings/models", label: "AI models", icon: Bot },
  { href: "/settings/branding", label: "Branding", icon: Palette },
  { href: "/settings/security", label: "Security", icon: ShieldCheck },
  { href: "/settings/audit-log", label: "Audit log", icon: ScrollText },
  { href: "/settings/billing", label: "Billing", icon: CreditCard },
];

/** "/settings/api-keys" -> "apiKeys", the tab's key under `settings.tabs` in the messages. */
const messageKey = (href: string) => href.replace("/settings/", "").replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export function SettingsTabs() {
  const t = useTranslations("settings");
  // A tab without a message yet keeps its English label.
  const translated = tabs.map((tab) => {
    const key = `tabs.${messageKey(tab.href)}`;
    return t.has(key) ? { ...tab, label: t(key) } : tab;
  });
  return <SectionTabs label={t("title")} tabs={translated} dense />;
}
