"use client";

import { Bot, Building, Globe, Inbox, KeyRound, Mail, Palette, ScrollText, Send, ShieldCheck, Users, Webhook } from "lucide-react";
import { SectionTabs, type SectionTab } from "@/components/ui/section-tabs";

const tabs: SectionTab[] = [
  { href: "/settings/team", label: "Team", icon: Building },
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
];

export function SettingsTabs() {
  return <SectionTabs label="Settings" tabs={tabs} dense />;
}
