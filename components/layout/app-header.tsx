import { BookOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { BrandLogo, type ShellBranding } from "./brand-logo";
import { MobileNav } from "./mobile-nav";
import { SidebarContent } from "./sidebar-content";
import { TeamBadge } from "./team-badge";
import { UserMenu, type ShellUser } from "./user-menu";

type AppHeaderProps = {
  teamName: string | null;
  branding: ShellBranding | null;
  user: ShellUser;
};

export function AppHeader({ teamName, branding, user }: AppHeaderProps) {
  const t = useTranslations("shell");
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-10">
        <MobileNav>
          <SidebarContent branding={branding} />
        </MobileNav>
        <BrandLogo className="shrink-0 md:hidden" compact branding={branding} />
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <TeamBadge name={teamName} />
        </div>
        <div className="hidden sm:block">
          <ButtonLink href="/docs" variant="ghost" size="sm">
            <BookOpen aria-hidden />
            {t("apiDocs")}
          </ButtonLink>
        </div>
        <UserMenu user={user} />
      </div>
    </header>
  );
}
