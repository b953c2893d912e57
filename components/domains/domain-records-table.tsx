"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CopyButton } from "@/components/ui/copy-button";
import type { Domain, DomainRecord } from "@/lib/queries/domains";
import { DomainStatusBadge } from "./domain-status-badge";

/** The DKIM record of the key a rotation is waiting on: the one to publish now. */
function isWaitingKeyRecord(domain: Domain, record: DomainRecord) {
  return (
    domain.nextDkimSelector !== null &&
    record.purpose === "dkim" &&
    record.name.startsWith(`${domain.nextDkimSelector}._domainkey.`)
  );
}

/** The TXT records to publish for a domain, each with copy buttons and its last check. */
export function DomainRecordsTable({ domain }: { domain: Domain }) {
  const t = useTranslations("domains.records");
  return (
    // Fixed columns: the host names and values share what is left and truncate, the status keeps
    // room for its reason.
    <Table aria-label={t("tableLabel", { domain: domain.domain })} className="min-w-[60rem] table-fixed">
      <TableHead>
        <tr>
          <TableHeader className="w-52">{t("columns.record")}</TableHeader>
          <TableHeader className="w-16">{t("columns.type")}</TableHeader>
          <TableHeader>{t("columns.hostName")}</TableHeader>
          <TableHeader>{t("columns.value")}</TableHeader>
          <TableHeader className="w-56">{t("columns.status")}</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {domain.records.map((record) => (
          <RecordRow key={record.name + record.value} record={record} waiting={isWaitingKeyRecord(domain, record)} />
        ))}
      </TableBody>
    </Table>
  );
}

function RecordRow({ record, waiting }: { record: DomainRecord; waiting: boolean }) {
  const t = useTranslations("domains.records");
  const label = t(`purposes.${record.purpose}.label`);
  const name = waiting ? t("newKey", { label }) : label;
  return (
    <TableRow
      data-testid="domain-record"
      data-purpose={record.purpose}
      data-waiting={waiting || undefined}
      className={clsx(
        "align-top",
        waiting && "bg-brand-50/70 shadow-[inset_3px_0_0_var(--color-brand-500)] hover:bg-brand-50",
      )}
    >
      <TableCell className="align-top">
        <p className="font-medium whitespace-nowrap text-slate-900">{name}</p>
        <p className="mt-0.5 text-xs text-slate-500">{t(`purposes.${record.purpose}.does`)}</p>
        <p className={clsx("mt-1 text-xs font-medium", record.required ? "text-slate-700" : "text-slate-400")}>
          {waiting ? t("publishNow") : record.required ? t("required") : t("recommended")}
        </p>
      </TableCell>
      <TableCell className="align-top">
        <code className="font-mono text-[13px] text-slate-600">{record.type}</code>
      </TableCell>
      <TableCell className="align-top">
        <CopyableText value={record.name} label={t("copyHost", { name })} wrap />
      </TableCell>
      <TableCell className="align-top">
        <CopyableText value={record.value} label={t("copyValue", { name })} />
      </TableCell>
      <TableCell className="align-top">
        <DomainStatusBadge
          status={record.status}
          recommended={!record.required}
          title={record.status === "PENDING" ? t("notChecked") : undefined}
        />
        {record.status === "FAILED" && record.reason ? (
          <p className={clsx("mt-1.5 text-xs leading-5", record.required ? "text-red-700" : "text-amber-800")}>
            {record.reason}
          </p>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * A DNS name or value in monospace with a copy button. A value (a DKIM key runs to 400 characters)
 * is one truncated line, all of it on hover; a host name wraps, people type it by hand too.
 */
function CopyableText({ value, label, wrap = false }: { value: string; label: string; wrap?: boolean }) {
  return (
    <div className="-my-1 flex items-start gap-1">
      <code
        title={value}
        className={clsx(
          "mt-0.5 block min-w-0 rounded bg-slate-50 px-1.5 py-1 font-mono text-[13px] text-slate-800 ring-1 ring-slate-200 ring-inset",
          wrap ? "break-all" : "truncate",
        )}
      >
        {value}
      </code>
      <CopyButton value={value} label={label} compact />
    </div>
  );
}
