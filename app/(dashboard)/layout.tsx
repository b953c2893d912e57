import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { shellPerson } from "@/lib/services/profile";
import { redirect } from "next/navigation";
import { RedirectToSignIn } from "@/components/auth/redirect-to-sign-in";
import { TwoFactorGate } from "@/components/auth/two-factor-gate";
import { PastDueBanner } from "@/components/billing/past-due-banner";
import { PlanLimitNotice } from "@/components/billing/plan-limit-notice";
import { AppHeader } from "@/components/layout/app-header";
import { Sidebar } from "@/components/layout/sidebar";
import { getDashboardSession } from "@/lib/services/auth/next-auth";
import { PATHNAME_HEADER, TWO_FACTOR_SETUP_PATH } from "@/lib/security";
import { needsTwoFactorSetup } from "@/lib/services/two-factor";

// Every dashboard page is per user: the session and the team's branding are read on each request.
export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const current = await getDashboardSession();
  if (!current) return <RedirectToSignIn />;
  const { session, team } = current;
  const t = await getTranslations("shell");
  const user = {
    name: session.user.name ?? null,
    email: session.user.email ?? "",
    role: session.user.role,
    ...(await shellPerson(session.user.id)),
  };
  // The team requires two-factor sign-in (docs/contract.md section 18): nothing but the Security page until it is set up.
  const mustSetUpTwoFactor = await needsTwoFactorSetup({ userId: session.user.id, teamId: team.id });
  if (mustSetUpTwoFactor && (await headers()).get(PATHNAME_HEADER) !== TWO_FACTOR_SETUP_PATH)
    redirect(`${TWO_FACTOR_SETUP_PATH}?required=2fa`);

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg"
      >
        {t("skipToContent")}
      </a>
      <TwoFactorGate required={mustSetUpTwoFactor} />
      <Sidebar branding={team} />
      <div className="flex min-h-dvh flex-col md:pl-64">
        <AppHeader teamName={team.name} branding={team} user={user} />
        <PastDueBanner />
        <PlanLimitNotice />
        <main id="main-content" className="flex-1">
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">{children}</div>
        </main>
      </div>
    </div>
  );
}
