"use client";

import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { isNavItemActive, mainNavItems, secondaryNavItems, type NavItem } from "./nav-items";

function NavLink({ item, active }: { item: NavItem; active: boolean }) {
  const t = useTranslations("nav");
  const Icon = item.icon;
  return (
    <li>
      <Link
        href={item.href}
        aria-current={active ? "page" : undefined}
        className={clsx(
          "group flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
          active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
        )}
      >
        <Icon
          aria-hidden
          className={clsx(
            "size-[18px] shrink-0",
            active ? "text-brand-600" : "text-slate-400 group-hover:text-slate-600",
          )}
          strokeWidth={1.9}
        />
        {t(item.label)}
      </Link>
    </li>
  );
}

export function SidebarNav() {
  const pathname = usePathname() ?? "/";
  const t = useTranslations("nav");
  return (
    <nav aria-label={t("main")} className="flex flex-1 flex-col gap-6">
      <ul
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
        role="list"
        className="flex flex-col gap-0.5"
      >
        {mainNavItems.map((item) => (
          <NavLink key={item.href} item={item} active={isNavItemActive(item.href, pathname)} />
        ))}
      </ul>
      <div>
        <p className="px-3 pb-2 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">{t("workspace")}</p>
        <ul
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
          role="list"
          className="flex flex-col gap-0.5"
        >
          {secondaryNavItems.map((item) => (
            <NavLink key={item.href} item={item} active={isNavItemActive(item.href, pathname)} />
          ))}
        </ul>
      </div>
    </nav>
  );
}
