import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { isGoogleSignInEnabled } from "@/lib/services/auth/next-auth";
import { pageTitle } from "@/app/page-title";
import { OtherWayIn, type SearchParams, signedOutVisit } from "../signed-out-visit";

export const generateMetadata = pageTitle("auth.signUp", "metaTitle");

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const { callbackUrl } = await signedOutVisit(searchParams);
  const t = await getTranslations("auth.signUp");

  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={<OtherWayIn text={t("haveAccount")} href="/sign-in" label={t("signIn")} callbackUrl={callbackUrl} />}
    >
      <SignUpForm callbackUrl={callbackUrl} googleEnabled={isGoogleSignInEnabled} />
    </AuthCard>
  );
}
