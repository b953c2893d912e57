import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { OutboxMessage } from "@/components/emails/outbox-message";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("emails.pageTitles");
  return { title: t("captured") };
}

export default async function CapturedMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="flex flex-col gap-8">
      <EmailsAreaHeader />
      <OutboxMessage id={id} />
    </div>
  );
}
