"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { useSenderDomainStatus } from "@/lib/queries/domains";

/**
 * Next to a sender (campaign review, Send email): a warning when mail from `from` will go out
 * without a DKIM signature. It never blocks; with `requireVerifiedDomain` on it says the API will refuse.
 */
export function SenderDomainWarning({ from, className }: { from: string | null | undefined; className?: string }) {
  const status = useSenderDomainStatus(from);
  const t = useTranslations("domains.senderWarning");
  if (status.state !== "unverified") return null;
  const { senderDomain, added, refused } = status;
  const title = refused
    ? t("refusedTitle", { domain: senderDomain })
    : added
      ? t("unverifiedTitle", { domain: senderDomain })
      : t("unknownTitle", { domain: senderDomain });
  return (
    <Alert tone={refused ? "error" : "warning"} title={title} className={className}>
      <span data-testid="sender-domain-warning">
        {refused ? t("refused", { from: from ?? "" }) : t("unsigned", { from: from ?? "" })}
        <Link href="/settings/domains" className="font-medium underline">
          {added ? t("finish") : t("add")}
        </Link>
        .
      </span>
    </Alert>
  );
}
