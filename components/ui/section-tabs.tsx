"use client";

import clsx from "clsx";
import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

export type SectionTab = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Active on `href` only, not below it (a section's landing tab whose siblings live under it). */
  exact?: boolean;
  /** Also active on these paths and below them. */
  matches?: string[];
};

function isActive(tab: SectionTab, pathname: string) {
  const within = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (tab.exact ? pathname === tab.href : within(tab.href)) || (tab.matches ?? []).some(within);
}

/**
 * The underlined tab row under a section's page header (Settings, Contacts). `dense` (a section with
 * many tabs) drops the icons and tightens the gaps so that the row fits a laptop's width; narrower
 * screens scroll it sideways.
 */
export function SectionTabs({ label, tabs, dense = false }: { label: string; tabs: SectionTab[]; dense?: boolean }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
        role="list"
        className={clsx("flex min-w-max border-b border-slate-200", dense ? "gap-5" : "gap-5 sm:gap-6")}
      >
        {tabs.map((tab) => {
          const active = isActive(tab, pathname);
          const Icon = tab.icon;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "-mb-px flex items-center gap-2 border-b-2 px-0.5 pt-1 pb-3 text-sm font-medium transition-colors",
                  active
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800",
                )}
              >
                {dense ? null : (
                  <Icon
                    aria-hidden
                    className={clsx("hidden size-4 sm:block", active ? "text-brand-600" : "text-slate-400")}
                  />
                )}
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
