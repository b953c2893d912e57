import {
  ChartColumn,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  Send,
  Settings,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";

export type NavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
};

export const mainNavItems: NavItem[] = [
  { href: "/", label: "Overview", icon: LayoutDashboard },
  { href: "/contacts", label: "Contacts", icon: Users },
  { href: "/templates", label: "Templates", icon: LayoutTemplate },
  { href: "/campaigns", label: "Campaigns", icon: Send },
  { href: "/emails", label: "Emails", icon: Mail },
  { href: "/automations", label: "Automations", icon: Workflow },
  { href: "/analytics", label: "Analytics", icon: ChartColumn },
];

export const secondaryNavItems: NavItem[] = [{ href: "/settings", label: "Settings", icon: Settings }];

export function isNavItemActive(href: string, pathname: string) {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
