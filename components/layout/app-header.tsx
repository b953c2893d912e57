import { BookOpen } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { BrandLogo } from "./brand-logo";
import { MobileNav } from "./mobile-nav";
import { SidebarContent } from "./sidebar-content";
import { TeamBadge } from "./team-badge";

export function AppHeader({ teamName }: { teamName: string | null }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-10">
        <MobileNav>
          <SidebarContent />
        </MobileNav>
        <BrandLogo className="md:hidden" />
        <div className="ml-auto flex min-w-0 items-center gap-4 md:ml-0 md:flex-1">
          <TeamBadge name={teamName} />
        </div>
        <div className="hidden sm:block">
          <ButtonLink href="/docs" variant="ghost" size="sm">
            <BookOpen aria-hidden />
            API docs
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
