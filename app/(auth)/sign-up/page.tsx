import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthCard, authLinkClasses } from "@/components/auth/auth-card";
import { safeCallbackUrl, withCallbackUrl } from "@/components/auth/safe-callback-url";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { getDashboardSession, isGoogleSignInEnabled } from "@/lib/services/auth/next-auth";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signUp"))("metaTitle") };
}

type SignUpPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: SignUpPageProps) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  if (await getDashboardSession()) redirect(callbackUrl);
  const t = await getTranslations("auth.signUp");

  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={
        <>
          {t("haveAccount")}{" "}
          <Link href={withCallbackUrl("/sign-in", callbackUrl)} className={authLinkClasses}>
            {t("signIn")}
          </Link>
        </>
      }
    >
      <SignUpForm callbackUrl={callbackUrl} googleEnabled={isGoogleSignInEnabled} />
    </AuthCard>
  );
}
