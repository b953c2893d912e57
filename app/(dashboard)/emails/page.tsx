import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { EmailsLog } from "@/components/emails/emails-log";
import { SendEmailButton } from "@/components/emails/send-email-button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("emails.pageTitles");
  return { title: t("log") };
}

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
