import type { Metadata } from "next";
import { AcceptInvite } from "@/components/auth/accept-invite";

export const metadata: Metadata = { title: "Join your team" };

type InvitePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvitePage({ searchParams }: InvitePageProps) {
  const { code } = await searchParams;
  return <AcceptInvite code={typeof code === "string" && code.trim() ? code.trim() : null} />;
}
