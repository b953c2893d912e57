import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoginLinkSignIn } from "@/components/auth/login-link-sign-in";
import { safeCallbackUrl } from "@/components/auth/safe-callback-url";
import { getDashboardSession } from "@/lib/services/auth/next-auth";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.loginLink"))("title") };
}

type LoginLinkPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the emailed sign-in link lands (docs/contract.md section 25). */
export default async function LoginLinkPage({ searchParams }: LoginLinkPageProps) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getDashboardSession()) redirect(callbackUrl);
  const token = typeof params.token === "string" ? params.token : "";
  return <LoginLinkSignIn token={token} callbackUrl={callbackUrl} />;
}
