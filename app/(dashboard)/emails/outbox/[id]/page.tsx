import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { OutboxMessage } from "@/components/emails/outbox-message";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("emails.pageTitles", "captured");

export default async function CapturedMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="flex flex-col gap-8">
      <EmailsAreaHeader />
      <OutboxMessage id={id} />
    </div>
  );
}
