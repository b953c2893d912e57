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
  const where = added ? `${added.domain} is added but not verified yet` : `${senderDomain} is not one of your sending domains`;
  return (
    <Alert tone={refused ? "error" : "warning"} title={refused ? `${senderDomain} is not verified: sending will be refused` : `${senderDomain} is not a verified domain`} className={className}>
      <span data-testid="sender-domain-warning">
        {where}, so emails from {from} {refused ? "are refused: your team only sends from verified domains." : "go out without a DKIM signature and are more likely to land in spam."}{" "}
        <Link href="/settings/domains" className="font-medium underline">
          {added ? "Verify it in Settings → Domains" : "Add it in Settings → Domains"}
        </Link>
        .
      </span>
    </Alert>
  );
}
