"use client";

import { Globe } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AddButton } from "@/components/settings/row-dialogs";
import { SettingsSection } from "@/components/settings/settings-section";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { usePermissions } from "@/components/settings/use-permissions";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
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
  const t = useTranslations("domains");

  const addButton = canWrite ? <AddButton label={t("add")} onClick={() => setAdding(true)} /> : null;
  const dialog = <AddDomainDialog open={adding} onClose={() => setAdding(false)} />;
  const list = domains.data?.data;
  const policy = (
    <VerifiedDomainPolicy verifiedCount={list ? list.filter((domain) => domain.isVerified).length : null} />
  );

  if (list && list.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <EmptyState
          icon={Globe}
          title={t("empty.title")}
          description={t("empty.description")}
          action={addButton}
          hint={canWrite ? t("empty.hint") : t("empty.hintReadOnly")}
        />
        {policy}
        {dialog}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t("title")} description={t("description")} actions={addButton} flush>
        <QueryState query={domains} loading={<TableSkeleton label={t("loading")} />} errorTitle={t("loadError")}>
          {(data) => <DomainList domains={data.data} />}
        </QueryState>
      </SettingsSection>
      {policy}
      {dialog}
    </div>
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
