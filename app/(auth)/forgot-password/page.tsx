import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.forgot", "metaTitle");

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
