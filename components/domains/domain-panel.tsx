"use client";

import { Globe, KeyRound, ShieldCheck } from "lucide-react";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useVerifyDomain, type Domain } from "@/lib/queries/domains";
import { DomainRecordsTable } from "./domain-records-table";
import { DomainStatusBadge } from "./domain-status-badge";
import { verifyOutcome } from "./verify-outcome";

type DomainPanelProps = {
  domain: Domain;
  canWrite: boolean;
  canDelete: boolean;
  onRotate: (domain: Domain) => void;
  onDelete: (domain: Domain) => void;
};

/** One sending domain: its state, what to do next, and the records to publish. */
export function DomainPanel({ domain, canWrite, canDelete, onRotate, onDelete }: DomainPanelProps) {
  const verify = useVerifyDomain();
  const toast = useToast();

  const onVerify = async () => {
    try {
      const outcome = verifyOutcome(domain, await verify.mutateAsync(domain.id));
      toast[outcome.tone](outcome.title, outcome.description);
    } catch (error) {
      toast.error("Couldn't check the records", errorMessageOf(error));
    }
  };

  return (
    <section aria-label={domain.domain} data-testid="domain-panel" className="flex flex-col">
      <div className="flex flex-col gap-4 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
            <Globe aria-hidden className="size-[18px]" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="truncate text-[15px] font-semibold text-slate-900">{domain.domain}</h3>
              <DomainStatusBadge status={domain.status} />
            </div>
            <p className="mt-0.5 text-xs text-slate-500">{checkedLine(domain)}</p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {canWrite ? (
            <>
              <Button variant="secondary" size="sm" pending={verify.isPending} onClick={() => void onVerify()} aria-label={`Verify ${domain.domain} now`}>
                {verify.isPending ? null : <ShieldCheck aria-hidden />}
                {verify.isPending ? "Checking DNS…" : "Verify now"}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRotate(domain)}
                disabled={domain.nextDkimSelector !== null}
                title={domain.nextDkimSelector ? "A new key is waiting for its record" : undefined}
                aria-label={`Rotate the DKIM key of ${domain.domain}`}
              >
                <KeyRound aria-hidden />
                <span className="hidden sm:inline">Rotate key</span>
              </Button>
            </>
          ) : null}
          {canDelete ? <DeleteRowButton label={`Delete ${domain.domain}`} onClick={() => onDelete(domain)} /> : null}
        </div>
      </div>
      <NextStep domain={domain} canVerify={canWrite} />
      <DomainRecordsTable domain={domain} />
    </section>
  );
}

function checkedLine(domain: Domain) {
  const checked = domain.lastCheckedAt ? `Checked ${formatRelative(domain.lastCheckedAt)}` : "Not checked yet";
  if (domain.isVerified && domain.verifiedAt) return `Signing with DKIM since ${formatDateTime(domain.verifiedAt)} · ${checked}`;
  return `Added ${formatDateTime(domain.createdAt)} · ${checked}`;
}

/** The one thing to do now, in words; nothing when the domain is verified and no key waits. */
function NextStep({ domain, canVerify }: { domain: Domain; canVerify: boolean }) {
  const verify = canVerify ? "click Verify now" : "ask an admin of your team to verify the domain";
  const zoneHint = (
    <>
      Some DNS providers add <span className="font-medium">{domain.domain}</span> to host names themselves: there, enter only the part
      before it.
    </>
  );
  let alert = null;
  if (domain.nextDkimSelector) {
    alert = (
      <Alert tone="info" title="Key rotation: publish the new DKIM record">
        Add the highlighted record (selector <code className="font-mono">{domain.nextDkimSelector}</code>) next to the current one, then{" "}
        {verify}. The current key keeps signing until the new record is verified.
      </Alert>
    );
  } else if (domain.status === "FAILED") {
    alert = (
      <Alert tone="error" title="The records no longer match">
        Emails from {domain.domain} go out without a DKIM signature until the failed records below are fixed. {zoneHint}
      </Alert>
    );
  } else if (domain.status === "PENDING") {
    alert = (
      <Alert tone="warning" title="Publish these records at your DNS provider">
        Add the two required TXT records, then {verify}. DNS changes can take a few minutes, sometimes hours, to show. {zoneHint}
      </Alert>
    );
  }
  return alert ? <div className="px-6 pb-4">{alert}</div> : null;
}
