import type { Metadata } from "next";
import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { OutboxMessage } from "@/components/emails/outbox-message";

export const metadata: Metadata = { title: "Captured message" };

export default async function CapturedMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="flex flex-col gap-8">
      <EmailsAreaHeader />
      <OutboxMessage id={id} />
    </div>
  );
}
