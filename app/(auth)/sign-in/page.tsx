import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { isGoogleSignInEnabled } from "@/lib/services/auth/next-auth";
import { pageTitle } from "@/app/page-title";
import { OtherWayIn, type SearchParams, signedOutVisit } from "../signed-out-visit";

export const generateMetadata = pageTitle("auth.signIn", "metaTitle");

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const { params, callbackUrl } = await signedOutVisit(searchParams);
  const error = typeof params.error === "string" ? params.error : null;
  const t = await getTranslations("auth.signIn");

  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={<OtherWayIn text={t("newHere")} href="/sign-up" label={t("createAccount")} callbackUrl={callbackUrl} />}
    >
      <SignInForm callbackUrl={callbackUrl} googleEnabled={isGoogleSignInEnabled} redirectError={error} />
    </AuthCard>
  );
}
