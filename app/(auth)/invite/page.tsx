import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AcceptInvite } from "@/components/auth/accept-invite";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.invite");
  return { title: t("title") };
}

type InvitePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvitePage({ searchParams }: InvitePageProps) {
  const { code } = await searchParams;
  return <AcceptInvite code={typeof code === "string" && code.trim() ? code.trim() : null} />;
}
