import type { Metadata } from "next";
import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { SendEmailForm } from "@/components/emails/send-email-form";

export const metadata: Metadata = { title: "Send email" };

export default function SendEmailPage() {
  return (
    <div className="flex flex-col gap-8">
      <EmailsAreaHeader />
      <SendEmailForm />
    </div>
  );
}
