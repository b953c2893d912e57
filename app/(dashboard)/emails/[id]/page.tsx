import { EmailEngagement } from "@/components/analytics/email-engagement";
import { EmailDetail } from "@/components/emails/email-detail";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("emails.pageTitles", "email");

/** The email as sent with its activity log, then its engagement report. */
export default async function EmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="flex flex-col gap-10">
      <EmailDetail id={id} />
      <EmailEngagement emailId={id} />
    </div>
  );
}
