import { Suspense } from "react";
import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { EmailsLog } from "@/components/emails/emails-log";
import { SendEmailButton } from "@/components/emails/send-email-button";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("emails.pageTitles", "log");

export default function EmailsPage() {
  return (
    <div className="flex flex-col gap-8">
      <EmailsAreaHeader actions={<SendEmailButton />} />
      <Suspense>
        <EmailsLog />
      </Suspense>
    </div>
  );
}
