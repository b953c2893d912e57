"use client";

import clsx from "clsx";
import {
  Bot,
  Building,
  Gauge,
  CreditCard,
  Globe,
  Inbox,
  KeyRound,
  Mail,
  Palette,
  Route,
  ScrollText,
  Send,
  ShieldCheck,
  SlidersHorizontal,
  Users,
  Webhook,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

// Sixteen settings pages no longer fit one tab row at 1440 px, so they are grouped the way a
// team thinks of them. Wide screens get a grouped column beside the page (every page one click
// away); narrow screens a native picker with the same groups, which the phone's own list shows.

type SettingsPage = { href: string; icon: LucideIcon };
type SettingsGroup = { key: "team" | "sending" | "developers" | "billing" | "security"; pages: SettingsPage[] };

const groups: SettingsGroup[] = [
  {
    key: "team",
    pages: [
      { href: "/settings/team", icon: Building },
      { href: "/settings/defaults", icon: SlidersHorizontal },
      { href: "/settings/members", icon: Users },
      { href: "/settings/branding", icon: Palette },
    ],
  },
  {
    key: "sending",
    pages: [
      { href: "/settings/smtp", icon: Mail },
      { href: "/settings/sending-routes", icon: Route },
      { href: "/settings/smtp-relay", icon: Send },
      { href: "/settings/domains", icon: Globe },
      { href: "/settings/inbound-mail", icon: Inbox },
    ],
  },
  {
    key: "developers",
    pages: [
      { href: "/settings/api-keys", icon: KeyRound },
      { href: "/settings/webhooks", icon: Webhook },
      { href: "/settings/models", icon: Bot },
      { href: "/settings/rate-limits", icon: Gauge },
    ],
  },
  { key: "billing", pages: [{ href: "/settings/billing", icon: CreditCard }] },
  {
    key: "security",
    pages: [
      { href: "/settings/security", icon: ShieldCheck },
      { href: "/settings/audit-log", icon: ScrollText },
    ],
  },
];

/** "/settings/api-keys" -> "apiKeys", the page's key under `settings.tabs` in the messages. */
const messageKey = (href: string) =>
  href.replace("/settings/", "").replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const isCurrent = (href: string, pathname: string) => pathname === href || pathname.startsWith(`${href}/`);

export function SettingsTabs() {
  const t = useTranslations("settings");
  const pathname = usePathname();
  const router = useRouter();
  const label = (href: string) => t(`tabs.${messageKey(href)}` as Parameters<typeof t>[0]);
  const current = groups.flatMap((group) => group.pages).find((page) => isCurrent(page.href, pathname));

  return (
    <nav aria-label={t("title")} className="lg:sticky lg:top-24">
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700 lg:hidden">
        {t("pagePicker")}
        <select
          value={current?.href ?? ""}
          onChange={(event) => router.push(event.target.value)}
          className="h-10 w-full rounded-lg border-0 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none sm:max-w-xs"
        >
          {groups.map((group) => (
            <optgroup key={group.key} label={t(`groups.${group.key}`)}>
              {group.pages.map((page) => (
                <option key={page.href} value={page.href}>
                  {label(page.href)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <div className="hidden flex-col gap-6 lg:flex">
        {groups.map((group) => (
          <div key={group.key} className="flex flex-col gap-1">
            <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t(`groups.${group.key}`)}
            </h2>
            <ul
              // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
              role="list"
              className="flex flex-col gap-0.5"
            >
              {group.pages.map((page) => {
                const active = isCurrent(page.href, pathname);
                const Icon = page.icon;
                return (
                  <li key={page.href}>
                    <Link
                      href={page.href}
                      aria-current={active ? "page" : undefined}
                      className={clsx(
                        "flex items-center gap-2.5 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors",
                        active
                          ? "bg-brand-50 text-brand-700"
                          : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                      )}
                    >
                      <Icon
                        aria-hidden
                        className={clsx("size-4 shrink-0", active ? "text-brand-600" : "text-slate-400")}
                      />
                      {label(page.href)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
