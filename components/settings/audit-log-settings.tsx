"use client";

import { ScrollText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Select } from "@/components/ui/select";
import { DataTable } from "@/components/ui/data-table";
import { AUDIT_LOG_PAGE_SIZE, useAuditLog, type AuditLogEntry } from "@/lib/queries/audit-log";
import { useMembers, type Member } from "@/lib/queries/members";
import { SettingsSection } from "./settings-section";
import { TableSkeleton } from "./table-skeleton";
import { usePermissions } from "./use-permissions";
import { useSettingsDates } from "./use-relative-time";

// Settings -> Audit log (docs/contract.md section 18): who did what and when, from where, for admins.

const FILTERS = [
  "",
  "auth",
  "member",
  "invite",
  "api_key",
  "smtp",
  "webhook",
  "domain",
  "imap",
  "settings",
  "list",
  "subscription",
] as const;

/** The words of the "auditLog" messages; actions without words of their own show as their code. */
type AuditTranslator = ReturnType<typeof useTranslations<"auditLog">>;

function actionLabel(action: string, t: AuditTranslator) {
  return t.has(`actions.${action}`) ? t(`actions.${action}`) : action;
}

/** What the entry was about, in words: the name or address its details carry. */
function targetOf(entry: AuditLogEntry, t: AuditTranslator): string {
  const details = (entry.details ?? {}) as Record<string, unknown>;
  const named = details.name ?? details.email ?? details.url ?? details.host;
  if (entry.action === "member.role_changed")
    return t("target.roleChanged", {
      email: String(details.email),
      from: String(details.from),
      to: String(details.to),
    });
  if (entry.action === "settings.updated") return Object.keys(details).join(", ");
  if (entry.action === "subscription.changed")
    return t("target.planChanged", {
      from: String(details.from),
      to: String(details.to),
      interval: String(details.interval),
    });
  if (entry.action === "subscription.cancelled") return t("target.planCancelled", { plan: String(details.plan) });
  if (entry.action === "auth.sign_in_failed")
    return t(
      details.reason === "code"
        ? "target.failedCode"
        : details.reason === "blocked"
          ? "target.failedBlocked"
          : "target.failedPassword",
    );
  if (entry.action === "auth.signed_in")
    return t.has(`target.method.${String(details.method)}`) ? t(`target.method.${String(details.method)}`) : "";
  return typeof named === "string" ? named : "";
}

function actorName(entry: AuditLogEntry, members: Map<string, Member>, t: AuditTranslator) {
  if (entry.actorType === "apiKey") return t("apiKey");
  const member = entry.actorId ? members.get(entry.actorId) : undefined;
  if (!member) return t("formerMember");
  return [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;
}

export function AuditLogSettings() {
  const t = useTranslations("auditLog");
  const dates = useSettingsDates();
  const { can, role } = usePermissions();
  const [action, setAction] = useState("");
  const [page, setPage] = useState(1);
  const log = useAuditLog({ action: action || undefined, page });
  const members = useMembers();
  const byId = new Map((members.data?.data ?? []).map((member) => [member.id, member]));

  if (role && !can("team:write")) {
    return <EmptyState icon={ScrollText} title={t("adminsOnly")} description={t("adminsOnlyDescription")} />;
  }

  return (
    <SettingsSection
      title={t("title")}
      description={t("description")}
      actions={
        <div className="flex items-center gap-2">
          <Label htmlFor="audit-filter" className="sr-only">
            {t("filterLabel")}
          </Label>
          <Select
            id="audit-filter"
            className="w-56"
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
          >
            {FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`filters.${filter || "all"}`)}
              </option>
            ))}
          </Select>
        </div>
      }
      flush
    >
      <QueryState query={log} loading={<TableSkeleton label={t("loading")} />} errorTitle={t("loadError")}>
        {({ data, pagination }) =>
          pagination.total === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-slate-500">{action ? t("emptyFiltered") : t("empty")}</p>
          ) : (
            <>
              <DataTable
                rows={data}
                rowProps={() => ({ "data-testid": "audit-row" })}
                columns={[
                  {
                    header: t("columns.when"),
                    cellClassName: "whitespace-nowrap text-slate-500",
                    cell: (entry) => (
                      <span title={dates.relative(entry.createdAt)}>{dates.dateTime(entry.createdAt)}</span>
                    ),
                  },
                  {
                    header: t("columns.who"),
                    cellClassName: "font-medium text-slate-900",
                    cell: (entry) => actorName(entry, byId, t),
                  },
                  {
                    header: t("columns.what"),
                    cell: (entry) =>
                      entry.action === "auth.sign_in_failed" ? (
                        <Badge tone="warning">{actionLabel(entry.action, t)}</Badge>
                      ) : (
                        actionLabel(entry.action, t)
                      ),
                  },
                  {
                    header: t("columns.about"),
                    className: "hidden md:table-cell",
                    cellClassName: "max-w-xs truncate text-slate-600",
                    cell: (entry) => targetOf(entry, t),
                  },
                  {
                    header: t("columns.from"),
                    className: "hidden lg:table-cell",
                    cellClassName: "font-mono text-xs text-slate-500",
                    cell: (entry) => entry.ip ?? "",
                  },
                ]}
              />
              <Pagination
                page={page}
                limit={AUDIT_LOG_PAGE_SIZE}
                total={pagination.total}
                onPage={setPage}
                noun={t("entries", { count: pagination.total })}
              />
            </>
          )
        }
      </QueryState>
    </SettingsSection>
  );
}
