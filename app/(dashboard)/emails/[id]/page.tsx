import type { Metadata } from "next";
import { EmailDetail } from "@/components/emails/email-detail";

export const metadata: Metadata = { title: "Email" };

export default async function EmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EmailDetail id={id} />;
}
