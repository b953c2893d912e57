"use client";

import { Globe } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfigListPage, useConfigListTexts } from "@/components/settings/config-list-page";
import { usePermissions } from "@/components/settings/use-permissions";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { useDeleteDomain, useDomains, type Domain } from "@/lib/queries/domains";
import { useTeamSettings } from "@/lib/queries/settings";
import { AddDomainDialog } from "./add-domain-dialog";
import { DomainPanel } from "./domain-panel";
import { RotateKeyDialog } from "./rotate-key-dialog";
import { VerifiedDomainPolicy } from "./verified-domain-policy";

/** Settings -> Domains: the team's sending domains, their DNS records, and the sending policy. */
export function DomainsSettings() {
  const { can } = usePermissions();
  const domains = useDomains();
  const [adding, setAdding] = useState(false);
  const canWrite = can("domains:write");

  const list = domains.data?.data;

  return (
    <ConfigListPage
      query={domains}
      icon={Globe}
      texts={useConfigListTexts("domains", canWrite)}
      onAdd={canWrite ? () => setAdding(true) : undefined}
      dialog={<AddDomainDialog open={adding} onClose={() => setAdding(false)} />}
      aside={<VerifiedDomainPolicy verifiedCount={list ? list.filter((domain) => domain.isVerified).length : null} />}
    >
      {(rows) => <DomainList domains={rows} />}
    </ConfigListPage>
  );
}

function DomainList({ domains }: { domains: Domain[] }) {
  const { can } = usePermissions();
  const requireVerified = useTeamSettings().data?.requireVerifiedDomain === true;
  const [rotating, setRotating] = useState<Domain | null>(null);
  const t = useTranslations("domains.delete");
  const remove = useConfirmedRowAction<Domain & { name: string }>(useDeleteDomain(), {
    done: t("done"),
    doneDetail: (domain) => t("doneDetail", { domain: domain.domain }),
    failed: t("failed"),
    description: (domain) =>
      domain?.isVerified
        ? t(requireVerified ? "verifiedRequiredDescription" : "verifiedDescription", { domain: domain.domain })
        : t("pendingDescription"),
    confirmLabel: t("confirm"),
  });

  return (
    <>
      <div className="divide-y divide-slate-200">
        {domains.map((domain) => (
          <DomainPanel
            key={domain.id}
            domain={domain}
            canWrite={can("domains:write")}
            canDelete={can("domains:delete")}
            onRotate={setRotating}
            onDelete={(row) => remove.ask({ ...row, name: row.domain })}
          />
        ))}
      </div>
      <RotateKeyDialog domain={rotating} onClose={() => setRotating(null)} />
      {remove.dialog}
    </>
  );
}
