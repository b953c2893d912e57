import { ArrowUpRight, BookOpen } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { BrandLogo, type ShellBranding } from "./brand-logo";
import { SidebarNav } from "./sidebar-nav";

/** Logo, navigation and help link; shared by the desktop sidebar and the mobile drawer. */
export function SidebarContent({ branding = null }: { branding?: ShellBranding | null }) {
  const t = useTranslations("shell");
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center pr-14 pl-5 md:pr-5">
        <BrandLogo branding={branding} />
      </div>
      <div className="flex flex-1 flex-col overflow-y-auto px-3 pt-2 pb-4">
        <SidebarNav />
        <Link
          href="/docs"
          className="group mt-6 block rounded-xl border border-slate-200 bg-slate-50/70 p-4 transition-colors hover:border-brand-200 hover:bg-brand-50/60"
        >
          <span className="flex items-center justify-between">
            <span className="flex size-8 items-center justify-center rounded-lg bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
              <BookOpen aria-hidden className="size-4" />
            </span>
            <ArrowUpRight
              aria-hidden
              className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-brand-600"
            />
          </span>
          <span className="mt-3 block text-sm font-semibold text-slate-900">{t("apiReference")}</span>
          <span className="mt-0.5 block text-xs leading-5 text-slate-500">{t("apiReferenceHint")}</span>
        </Link>
      </div>
    </div>
  );
}
