import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { SendEmailForm } from "@/components/emails/send-email-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("emails.pageTitles");
  return { title: t("send") };
}

export default function SendEmailPage() {
  return (
    <div className="flex flex-col gap-8">
      <EmailsAreaHeader />
      <SendEmailForm />
    </div>
  );
}
