import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard, authLinkClasses } from "@/components/auth/auth-card";
import { safeCallbackUrl, withCallbackUrl } from "@/components/auth/safe-callback-url";
import { SignInForm } from "@/components/auth/sign-in-form";
import { getDashboardSession, isGoogleSignInEnabled } from "@/lib/services/auth/next-auth";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signIn"))("metaTitle") };
}

type SignInPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getDashboardSession()) redirect(callbackUrl);
  const error = typeof params.error === "string" ? params.error : null;
  const t = await getTranslations("auth.signIn");

  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={
        <>
          {t("newHere")}{" "}
          <Link href={withCallbackUrl("/sign-up", callbackUrl)} className={authLinkClasses}>
            {t("createAccount")}
          </Link>
        </>
      }
    >
      <SignInForm callbackUrl={callbackUrl} googleEnabled={isGoogleSignInEnabled} redirectError={error} />
    </AuthCard>
  );
}
