"use client";

import { Plus, Workflow } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Pagination } from "@/components/contacts/pagination";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useAutomations, useDeleteAutomation, type Automation } from "@/lib/queries/automations";
import { isNodeKind, NODE_LOOKS } from "./node-catalog";
import { NewAutomationDialog } from "./new-automation-dialog";

const PAGE_SIZE = 25;

/** What starts each flow, for the row's second line. */
const TRIGGER_PHRASES: Record<string, string> = {
  list_joined: "When a contact joins a list",
  tag_added: "When a contact gets a tag",
  email_opened: "When a contact opens an email",
  link_clicked: "When a contact clicks a link",
  email_replied: "When a contact replies to an email",
  custom_event: "When your app sends an event",
  date_anniversary: "Every year on a contact's date",
  segment_entered: "When a contact enters a segment",
};

/** "New automation" with its starter picker; used by the page header and the empty state. */
export function NewAutomationButton() {
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!can("automations:write")) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        New automation
      </Button>
      <NewAutomationDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export function AutomationsList() {
  const [page, setPage] = useState(1);
  const automations = useAutomations({ page, limit: PAGE_SIZE });
  const [deleting, setDeleting] = useState<Automation | null>(null);
  const remove = useDeleteAutomation();
  const toast = useToast();

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success("Automation deleted", `“${deleting.name}” no longer runs.`);
    } catch (error) {
      toast.error("Couldn't delete the automation", errorMessageOf(error));
    } finally {
      setDeleting(null);
    }
  };

  if (automations.isPending) {
    return (
      <Card className="overflow-hidden">
        <TableSkeleton rows={4} label="Loading automations" />
      </Card>
    );
  }
  if (automations.isError) {
    return (
      <Card>
        <ErrorState title="We couldn't load your automations" error={automations.error} onRetry={() => void automations.refetch()} />
      </Card>
    );
  }
  if (automations.data.pagination.total === 0) {
    return (
      <EmptyState
        icon={Workflow}
        title="No automations yet"
        description="Send the right email at the right moment without lifting a finger: welcome new subscribers, follow up on those who didn't open, win back quiet contacts."
        action={<NewAutomationButton />}
        hint="Start from a welcome series or re-engagement flow, then adjust every step in the visual editor."
      />
    );
  }

  return (
    <Card className="overflow-hidden">
      <Table aria-label="Automations">
        <TableHead>
          <tr>
            <TableHeader>Automation</TableHeader>
            <TableHeader>Status</TableHeader>
            <TableHeader className="hidden md:table-cell">Steps</TableHeader>
            <TableHeader className="hidden sm:table-cell">Runs</TableHeader>
            <TableHeader className="hidden lg:table-cell">Updated</TableHeader>
            <ActionsHeader />
          </tr>
        </TableHead>
        <TableBody className={automations.isPlaceholderData ? "opacity-60" : undefined}>
          {automations.data.data.map((automation) => (
            <AutomationRow key={automation.id} automation={automation} onDelete={() => setDeleting(automation)} />
          ))}
        </TableBody>
      </Table>
      <Pagination page={page} limit={PAGE_SIZE} total={automations.data.pagination.total} onPage={setPage} noun={automations.data.pagination.total === 1 ? "automation" : "automations"} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ""}”?`}
        description="The flow stops at once and contacts in it leave. Its run history is kept for your reports. This cannot be undone."
        confirmLabel="Delete automation"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}

function AutomationRow({ automation, onDelete }: { automation: Automation; onDelete: () => void }) {
  const router = useRouter();
  const { can } = usePermissions();
  const href = `/automations/${automation.id}`;
  const trigger = automation.nodes.find((node) => node.type === "TRIGGER");
  const kinds = [...new Set(automation.nodes.map((node) => node.type).filter(isNodeKind))];
  const runs = automation.runCounts ? Object.values(automation.runCounts).reduce((sum, count) => sum + count, 0) : null;

  return (
    <TableRow data-testid="automation-row" className="cursor-pointer" onClick={() => router.push(href)}>
      <TableCell className="max-w-80">
        <Link href={href} onClick={(event) => event.stopPropagation()} className="block truncate font-medium text-slate-900 hover:text-brand-700" title={automation.name}>
          {automation.name}
        </Link>
        <p className="truncate text-xs text-slate-500">{automation.description || (trigger ? (TRIGGER_PHRASES[String(trigger.data.kind)] ?? "Starts on a trigger") : "No trigger yet")}</p>
      </TableCell>
      <TableCell>
        {automation.isActive ? (
          <Badge tone="success">
            <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
            Active
          </Badge>
        ) : (
          <Badge>Inactive</Badge>
        )}
      </TableCell>
      <TableCell className="hidden md:table-cell">
        <div className="flex items-center gap-2">
          <span className="flex -space-x-1" aria-hidden>
            {kinds.slice(0, 5).map((kind) => {
              const Icon = NODE_LOOKS[kind].icon;
              return (
                <span key={kind} className={`flex size-6 items-center justify-center rounded-md ring-2 ring-white ${NODE_LOOKS[kind].tile}`}>
                  <Icon className="size-3.5" />
                </span>
              );
            })}
          </span>
          <span className="text-sm text-slate-600 tabular-nums">{automation.nodes.length}</span>
        </div>
      </TableCell>
      <TableCell className="hidden text-slate-600 tabular-nums sm:table-cell">{runs ?? <span className="text-slate-400">—</span>}</TableCell>
      <TableCell className="hidden text-slate-600 lg:table-cell" title={formatDateTime(automation.updatedAt)}>
        {formatRelative(automation.updatedAt)}
      </TableCell>
      <TableCell onClick={(event) => event.stopPropagation()} className="text-right">
        {can("automations:delete") ? <DeleteRowButton label={`Delete ${automation.name}`} onClick={onDelete} /> : null}
      </TableCell>
    </TableRow>
  );
}
