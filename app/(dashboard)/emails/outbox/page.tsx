import { Suspense } from "react";
import { EmailsAreaHeader } from "@/components/emails/emails-area-header";
import { OutboxList } from "@/components/emails/outbox-list";
import { connection } from "next/server";
import { env } from "@/lib/env";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("emails.pageTitles", "outbox");

export default async function OutboxPage() {
  // Rendered per request: the port is the running server's configuration, not the build machine's.
  await connection();
  // instrumentation.ts starts the capture server only when no SYSTEM_SMTP_URL replaces it.
  const capturePort = env.SYSTEM_SMTP_URL ? 0 : env.SMTP_CAPTURE_PORT;
  return (
    <div className="flex flex-col gap-8">
      <EmailsAreaHeader />
      <Suspense>
        <OutboxList capturePort={capturePort} />
      </Suspense>
    </div>
  );
}
