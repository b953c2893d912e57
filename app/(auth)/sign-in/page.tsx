import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard, authLinkClasses } from "@/components/auth/auth-card";
import { safeCallbackUrl, withCallbackUrl } from "@/components/auth/safe-callback-url";
import { SignInForm } from "@/components/auth/sign-in-form";
import { getDashboardSession, isGoogleSignInEnabled } from "@/lib/auth/next-auth";

export const metadata: Metadata = { title: "Sign in" };

type SignInPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getDashboardSession()) redirect(callbackUrl);
  const error = typeof params.error === "string" ? params.error : null;

  return (
    <AuthCard
      title="Sign in to Sendwell"
      description="Welcome back. Pick up where your team left off."
      footer={
        <>
          New to Sendwell?{" "}
          <Link href={withCallbackUrl("/sign-up", callbackUrl)} className={authLinkClasses}>
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm callbackUrl={callbackUrl} googleEnabled={isGoogleSignInEnabled} redirectError={error} />
    </AuthCard>
  );
}
