import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { SendEmailForm } from "@/components/emails/send-email-form";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("emails.pageTitles", "send");

export default function SendEmailPage() {
  return (
    <div className="flex flex-col gap-8">
      <EmailsAreaHeader />
      <SendEmailForm />
    </div>
  );
}
