"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { useSenderDomainStatus } from "@/lib/queries/domains";

/**
 * Next to a sender (campaign review, Send email): a warning when mail from `from` will go out
 * without a DKIM signature. It never blocks; with `requireVerifiedDomain` on it says the API will refuse.
 */
export function SenderDomainWarning({ from, className }: { from: string | null | undefined; className?: string }) {
  const status = useSenderDomainStatus(from);
  if (status.state !== "unverified") return null;
  const { senderDomain, added, refused } = status;
  const title = refused
    ? `This will be refused: ${senderDomain} isn't verified`
    : added
      ? `${senderDomain} isn't verified yet`
      : `${senderDomain} isn't one of your sending domains`;
  return (
    <Alert tone={refused ? "error" : "warning"} title={title} className={className}>
      <span data-testid="sender-domain-warning">
        {refused
          ? `Your team only sends from verified domains, and emails from ${from} are not on one. `
          : `Emails from ${from} go out without a DKIM signature, so more of them may land in spam. `}
        <Link href="/settings/domains" className="font-medium underline">
          {added ? "Finish verifying it in Settings → Domains" : "Add it in Settings → Domains"}
        </Link>
        .
      </span>
    </Alert>
  );
}
