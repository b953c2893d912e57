import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.reset", "metaTitle");

type ResetPasswordPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token } = await searchParams;
  return <ResetPasswordForm token={typeof token === "string" && token.trim() ? token.trim() : null} />;
}
