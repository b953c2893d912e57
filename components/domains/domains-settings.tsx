"use client";

import { Globe } from "lucide-react";
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

  const addButton = canWrite ? <AddButton label="Add domain" onClick={() => setAdding(true)} /> : null;
  const dialog = <AddDomainDialog open={adding} onClose={() => setAdding(false)} />;
  const list = domains.data?.data;
  const policy = <VerifiedDomainPolicy verifiedCount={list ? list.filter((domain) => domain.isVerified).length : null} />;

  if (list && list.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <EmptyState
          icon={Globe}
          title="No sending domains yet"
          description="Gmail, Yahoo and Outlook send bulk mail to spam, or refuse it, unless it carries a DKIM signature from the domain in its From address. Add your domain, publish a few DNS records, and Sendwell signs every email you send from it."
          action={addButton}
          hint={canWrite ? "It takes a few minutes: we show exactly which records to add at your DNS provider." : "An admin of your team can add one."}
        />
        {policy}
        {dialog}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        title="Sending domains"
        description="Emails whose From address is on a verified domain (or a subdomain of it) are signed with its DKIM key, so inboxes can tell they really come from you."
        actions={addButton}
        flush
      >
        <QueryState query={domains} loading={<TableSkeleton label="Loading sending domains" />} errorTitle="We couldn't load your sending domains">
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
  const remove = useConfirmedRowAction<Domain & { name: string }>(useDeleteDomain(), {
    done: "Domain deleted",
    doneDetail: (domain) => `Emails from ${domain.domain} are no longer signed. You can remove its DNS records.`,
    failed: "Couldn't delete the domain",
    description: (domain) =>
      domain?.isVerified
        ? `Emails from ${domain.domain} go out without a DKIM signature from the next one on, so more of them may land in spam.` +
          (requireVerified ? " Your team only sends from verified domains: sending from it will be refused." : "")
        : "Its DNS records and key are discarded. You can add the domain again later, with new records.",
    confirmLabel: "Delete domain",
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
