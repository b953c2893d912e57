import { RedirectToSignIn } from "@/components/auth/redirect-to-sign-in";
import { AppHeader } from "@/components/layout/app-header";
import { Sidebar } from "@/components/layout/sidebar";
import { getDashboardSession } from "@/lib/auth/next-auth";

// Every dashboard page is per user: the session and the team's branding are read on each request.
export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const current = await getDashboardSession();
  if (!current) return <RedirectToSignIn />;
  const { session, team } = current;
  const user = { name: session.user.name ?? null, email: session.user.email ?? "", role: session.user.role };

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg"
      >
        Skip to content
      </a>
      <Sidebar branding={team} />
      <div className="flex min-h-dvh flex-col md:pl-64">
        <AppHeader teamName={team.name} branding={team} user={user} />
        <main id="main-content" className="flex-1">
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">{children}</div>
        </main>
      </div>
    </div>
  );
}
