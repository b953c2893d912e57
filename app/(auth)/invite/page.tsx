import { AcceptInvite } from "@/components/auth/accept-invite";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("auth.invite", "title");

type InvitePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvitePage({ searchParams }: InvitePageProps) {
  const { code } = await searchParams;
  return <AcceptInvite code={typeof code === "string" && code.trim() ? code.trim() : null} />;
}
