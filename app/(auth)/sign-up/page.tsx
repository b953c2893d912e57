import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard, authLinkClasses } from "@/components/auth/auth-card";
import { safeCallbackUrl, withCallbackUrl } from "@/components/auth/safe-callback-url";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { getDashboardSession, isGoogleSignInEnabled } from "@/lib/auth/next-auth";

export const metadata: Metadata = { title: "Create your account" };

type SignUpPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: SignUpPageProps) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  if (await getDashboardSession()) redirect(callbackUrl);

  return (
    <AuthCard
      title="Create your Sendwell account"
      description="Start on the Free plan. No credit card needed."
      footer={
        <>
          Already have an account?{" "}
          <Link href={withCallbackUrl("/sign-in", callbackUrl)} className={authLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm callbackUrl={callbackUrl} googleEnabled={isGoogleSignInEnabled} />
    </AuthCard>
  );
}
