"use client";

import { ScrollText } from "lucide-react";
import { useState } from "react";
import { Pagination } from "@/components/contacts/pagination";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AUDIT_LOG_PAGE_SIZE, useAuditLog, type AuditLogEntry } from "@/lib/queries/audit-log";
import { useMembers, type Member } from "@/lib/queries/members";
import { formatDateTime, formatRelative } from "./format";
import { SettingsSection } from "./settings-section";
import { TableSkeleton } from "./table-skeleton";
import { usePermissions } from "./use-permissions";

// Settings -> Audit log (API.md section 18): who did what and when, from where, for admins.

const FILTERS = [
  { value: "", label: "All activity" },
  { value: "auth", label: "Sign-ins and passwords" },
  { value: "member", label: "Members and roles" },
  { value: "invite", label: "Invites" },
  { value: "api_key", label: "API keys" },
  { value: "smtp", label: "SMTP" },
  { value: "webhook", label: "Webhooks" },
  { value: "domain", label: "Domains" },
  { value: "imap", label: "IMAP" },
  { value: "settings", label: "Team settings" },
  { value: "list", label: "Exports" },
  { value: "subscription", label: "Plan" },
] as const;

const ACTIONS: Record<string, string> = {
  "auth.signed_in": "Signed in",
  "auth.sign_in_failed": "Failed sign-in",
  "auth.password_changed": "Changed their password",
  "auth.password_reset": "Reset their password",
  "auth.logged_out_everywhere": "Signed out everywhere",
  "auth.2fa_enabled": "Turned on two-factor sign-in",
  "auth.2fa_disabled": "Turned off two-factor sign-in",
  "member.role_changed": "Changed a member's role",
  "member.removed": "Removed a member",
  "member.joined": "Joined the team",
  "invite.created": "Invited someone",
  "invite.revoked": "Revoked an invite",
  "api_key.created": "Created an API key",
  "api_key.updated": "Changed an API key",
  "api_key.revoked": "Revoked an API key",
  "smtp.created": "Added an SMTP server",
  "smtp.updated": "Changed an SMTP server",
  "smtp.deleted": "Removed an SMTP server",
  "webhook.created": "Added a webhook",
  "webhook.updated": "Changed a webhook",
  "webhook.deleted": "Removed a webhook",
  "settings.updated": "Changed team settings",
  "list.exported": "Exported a list",
  "subscription.changed": "Changed the plan",
  "subscription.cancelled": "Cancelled the plan",
};

function actionLabel(action: string) {
  return ACTIONS[action] ?? action;
}

/** What the entry was about, in words: the name or address its details carry. */
function targetOf(entry: AuditLogEntry): string {
  const details = (entry.details ?? {}) as Record<string, unknown>;
  const named = details.name ?? details.email ?? details.url ?? details.host;
  if (entry.action === "member.role_changed") return `${String(details.email)}: ${String(details.from)} → ${String(details.to)}`;
  if (entry.action === "settings.updated") return Object.keys(details).join(", ");
  if (entry.action === "subscription.changed") return `${String(details.from)} → ${String(details.to)} (${String(details.interval)})`;
  if (entry.action === "subscription.cancelled") return `${String(details.plan)}, ends at period end`;
  if (entry.action === "auth.sign_in_failed") return details.reason === "code" ? "wrong code" : details.reason === "blocked" ? "held back" : "wrong password";
  if (entry.action === "auth.signed_in") return { password: "with password", totp: "with password and code", recovery_code: "with a recovery code", google: "with Google" }[String(details.method)] ?? "";
  return typeof named === "string" ? named : "";
}

function actorName(entry: AuditLogEntry, members: Map<string, Member>) {
  if (entry.actorType === "apiKey") return "API key";
  const member = entry.actorId ? members.get(entry.actorId) : undefined;
  if (!member) return "Former member";
  return [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;
}

export function AuditLogSettings() {
  const { can, role } = usePermissions();
  const [action, setAction] = useState("");
  const [page, setPage] = useState(1);
  const log = useAuditLog({ action: action || undefined, page });
  const members = useMembers();
  const byId = new Map((members.data?.data ?? []).map((member) => [member.id, member]));

  if (role && !can("team:write")) {
    return <EmptyState icon={ScrollText} title="The audit log is for admins" description="Ask an admin of your team if you need to know who changed something." />;
  }

  return (
    <SettingsSection
      title="Audit log"
      description="Who did what and when, from which address: sign-ins, API keys, members, invites, sending settings and exports. Kept for one year."
      actions={
        <div className="flex items-center gap-2">
          <Label htmlFor="audit-filter" className="sr-only">
            Show
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
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </Select>
        </div>
      }
      flush
    >
      <QueryState query={log} loading={<TableSkeleton label="Loading the audit log" />} errorTitle="We couldn't load the audit log">
        {({ data, pagination }) =>
          pagination.total === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-slate-500">{action ? "Nothing of this kind yet." : "Nothing recorded yet."}</p>
          ) : (
            <>
              <Table>
                <TableHead>
                  <tr>
                    <TableHeader>When</TableHeader>
                    <TableHeader>Who</TableHeader>
                    <TableHeader>What</TableHeader>
                    <TableHeader className="hidden md:table-cell">About</TableHeader>
                    <TableHeader className="hidden lg:table-cell">From</TableHeader>
                  </tr>
                </TableHead>
                <TableBody>
                  {data.map((entry) => (
                    <TableRow key={entry.id} data-testid="audit-row">
                      <TableCell className="whitespace-nowrap text-slate-500">
                        <span title={formatRelative(entry.createdAt)}>{formatDateTime(entry.createdAt)}</span>
                      </TableCell>
                      <TableCell className="font-medium text-slate-900">{actorName(entry, byId)}</TableCell>
                      <TableCell>
                        {entry.action === "auth.sign_in_failed" ? <Badge tone="warning">{actionLabel(entry.action)}</Badge> : actionLabel(entry.action)}
                      </TableCell>
                      <TableCell className="hidden max-w-xs truncate text-slate-600 md:table-cell">{targetOf(entry)}</TableCell>
                      <TableCell className="hidden font-mono text-xs text-slate-500 lg:table-cell">{entry.ip ?? ""}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pagination page={page} limit={AUDIT_LOG_PAGE_SIZE} total={pagination.total} onPage={setPage} noun={pagination.total === 1 ? "entry" : "entries"} />
            </>
          )
        }
      </QueryState>
    </SettingsSection>
  );
}
