"use client";

import clsx from "clsx";
import { Building, KeyRound, Palette, Users } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

const tabs = [
  { href: "/settings/team", label: "Team", icon: Building },
  { href: "/settings/members", label: "Members", icon: Users },
  { href: "/settings/api-keys", label: "API keys", icon: KeyRound },
  { href: "/settings/branding", label: "Branding", icon: Palette },
];

export function SettingsTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Settings" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul role="list" className="flex min-w-max gap-5 border-b border-slate-200 sm:gap-6">
        {tabs.map((tab) => {
          const active = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
          const Icon = tab.icon;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "-mb-px flex items-center gap-2 border-b-2 px-0.5 pt-1 pb-3 text-sm font-medium transition-colors",
                  active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800",
                )}
              >
                <Icon aria-hidden className={clsx("hidden size-4 sm:block", active ? "text-brand-600" : "text-slate-400")} />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
