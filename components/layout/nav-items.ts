import {
  ChartColumn,
  Gauge,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  Send,
  Settings,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import type navMessages from "@/lib/i18n/messages/en/nav.json";

export type NavItem = {
  href: string;
  /** Key under `nav` in lib/i18n/messages. */
  label: keyof typeof navMessages;
  icon: LucideIcon;
};

export const mainNavItems: NavItem[] = [
  { href: "/", label: "overview", icon: LayoutDashboard },
  { href: "/contacts", label: "contacts", icon: Users },
  { href: "/templates", label: "templates", icon: LayoutTemplate },
  { href: "/campaigns", label: "campaigns", icon: Send },
  { href: "/emails", label: "emails", icon: Mail },
  { href: "/automations", label: "automations", icon: Workflow },
  { href: "/analytics", label: "analytics", icon: ChartColumn },
];

export const secondaryNavItems: NavItem[] = [
  { href: "/usage", label: "usage", icon: Gauge },
  { href: "/settings", label: "settings", icon: Settings },
];

export function isNavItemActive(href: string, pathname: string) {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
