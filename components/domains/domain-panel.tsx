"use client";

import { Globe, KeyRound, ShieldCheck } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useVerifyDomain, type Domain } from "@/lib/queries/domains";
import { DomainDmarcSection } from "./domain-dmarc-section";
import { DomainRecordsTable } from "./domain-records-table";
import { DomainStatusBadge } from "./domain-status-badge";
import { useVerifyOutcomeWords, verifyOutcome } from "./verify-outcome";

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
  const t = useTranslations("domains.panel");
  const outcomeWords = useVerifyOutcomeWords();
  const format = useFormatter();

  const onVerify = async () => {
    try {
      const outcome = verifyOutcome(domain, await verify.mutateAsync(domain.id), outcomeWords);
      toast[outcome.tone](outcome.title, outcome.description);
    } catch (error) {
      toast.error(t("checkFailed"), errorMessageOf(error));
    }
  };

  const dateTime = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const checked = domain.lastCheckedAt
    ? t("checked", { when: format.relativeTime(new Date(domain.lastCheckedAt)) })
    : t("notChecked");
  const checkedLine =
    domain.isVerified && domain.verifiedAt
      ? t("signingSince", { date: dateTime(domain.verifiedAt), checked })
      : t("addedOn", { date: dateTime(domain.createdAt), checked });

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
            <p className="mt-0.5 text-xs text-slate-500">{checkedLine}</p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {canWrite ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                pending={verify.isPending}
                onClick={() => void onVerify()}
                aria-label={t("verifyAria", { domain: domain.domain })}
              >
                {verify.isPending ? null : <ShieldCheck aria-hidden />}
                {verify.isPending ? t("checking") : t("verifyNow")}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRotate(domain)}
                disabled={domain.nextDkimSelector !== null}
                title={domain.nextDkimSelector ? t("keyWaiting") : undefined}
                aria-label={t("rotateAria", { domain: domain.domain })}
              >
                <KeyRound aria-hidden />
                <span className="hidden sm:inline">{t("rotateKey")}</span>
              </Button>
            </>
          ) : null}
          {canDelete ? (
            <DeleteRowButton label={t("deleteAria", { domain: domain.domain })} onClick={() => onDelete(domain)} />
          ) : null}
        </div>
      </div>
      <NextStep domain={domain} canVerify={canWrite} />
      <DomainRecordsTable domain={domain} />
      <DomainDmarcSection domainId={domain.id} domain={domain.domain} />
    </section>
  );
}

/** The one thing to do now, in words; nothing when the domain is verified and no key waits. */
function NextStep({ domain, canVerify }: { domain: Domain; canVerify: boolean }) {
  const t = useTranslations("domains.panel");
  const step = canVerify ? t("verifyStep") : t("askAdminStep");
  const zoneHint = t.rich("zoneHint", {
    domain: domain.domain,
    strong: (chunks) => <span className="font-medium">{chunks}</span>,
  });
  let alert = null;
  if (domain.nextDkimSelector) {
    alert = (
      <Alert tone="info" title={t("rotationTitle")}>
        {t.rich("rotationBody", {
          selector: domain.nextDkimSelector,
          step,
          code: (chunks) => <code className="font-mono">{chunks}</code>,
        })}
      </Alert>
    );
  } else if (domain.status === "FAILED") {
    alert = (
      <Alert tone="error" title={t("failedTitle")}>
        {t("failedBody", { domain: domain.domain })} {zoneHint}
      </Alert>
    );
  } else if (domain.status === "PENDING") {
    alert = (
      <Alert tone="warning" title={t("pendingTitle")}>
        {t("pendingBody", { step })} {zoneHint}
      </Alert>
    );
  }
  return alert ? <div className="px-6 pb-4">{alert}</div> : null;
}
