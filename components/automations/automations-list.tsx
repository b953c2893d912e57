"use client";

import { Plus, Workflow } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { ListError, ListLoading } from "@/components/ui/list-states";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useAutomations, useDeleteAutomation, type Automation } from "@/lib/queries/automations";
import { TRIGGER_KINDS } from "@/lib/validation/automations";
import { isNodeKind, NODE_LOOKS } from "./node-catalog";
import { NewAutomationDialog } from "./new-automation-dialog";

const PAGE_SIZE = 25;

/** What starts each flow, for the row's second line (automations.list.triggerPhrases.<kind>). */
const TRIGGER_PHRASE_KINDS = new Set<string>(TRIGGER_KINDS);

/** "New automation" with its starter picker; used by the page header and the empty state. */
export function NewAutomationButton() {
  const t = useTranslations("automations.list");
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!can("automations:write")) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        {t("new")}
      </Button>
      <NewAutomationDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export function AutomationsList() {
  const t = useTranslations("automations.list");
  const [page, setPage] = useState(1);
  const automations = useAutomations({ page, limit: PAGE_SIZE });
  const [deleting, setDeleting] = useState<Automation | null>(null);
  const remove = useDeleteAutomation();
  const toast = useToast();

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t("deleted"), t("deletedDetail", { name: deleting.name }));
    } catch (error) {
      toast.error(t("deleteFailed"), errorMessageOf(error));
    } finally {
      setDeleting(null);
    }
  };

  if (automations.isPending) return <ListLoading rows={4} label={t("loading")} />;
  if (automations.isError) return <ListError title={t("loadError")} query={automations} />;
  if (automations.data.pagination.total === 0) {
    return (
      <EmptyState
        icon={Workflow}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
        action={<NewAutomationButton />}
        hint={t("emptyHint")}
      />
    );
  }

  return (
    <Card className="overflow-hidden">
      <Table aria-label={t("tableLabel")}>
        <TableHead>
          <tr>
            <TableHeader>{t("columns.automation")}</TableHeader>
            <TableHeader>{t("columns.status")}</TableHeader>
            <TableHeader className="hidden md:table-cell">{t("columns.steps")}</TableHeader>
            <TableHeader className="hidden sm:table-cell">{t("columns.runs")}</TableHeader>
            <TableHeader className="hidden lg:table-cell">{t("columns.updated")}</TableHeader>
            <ActionsHeader />
          </tr>
        </TableHead>
        <TableBody className={automations.isPlaceholderData ? "opacity-60" : undefined}>
          {automations.data.data.map((automation) => (
            <AutomationRow key={automation.id} automation={automation} onDelete={() => setDeleting(automation)} />
          ))}
        </TableBody>
      </Table>
      <Pagination
        page={page}
        limit={PAGE_SIZE}
        total={automations.data.pagination.total}
        onPage={setPage}
        noun={t("pageNoun", { count: automations.data.pagination.total })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle", { name: deleting?.name ?? "" })}
        description={t("deleteDescription")}
        confirmLabel={t("deleteConfirm")}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}

function AutomationRow({ automation, onDelete }: { automation: Automation; onDelete: () => void }) {
  const t = useTranslations("automations.list");
  const format = useFormatter();
  const router = useRouter();
  const { can } = usePermissions();
  const href = `/automations/${automation.id}`;
  const trigger = automation.nodes.find((node) => node.type === "TRIGGER");
  const kinds = [...new Set(automation.nodes.map((node) => node.type).filter(isNodeKind))];
  const runs = automation.runCounts ? Object.values(automation.runCounts).reduce((sum, count) => sum + count, 0) : null;

  return (
    <TableRow data-testid="automation-row" className="cursor-pointer" onClick={() => router.push(href)}>
      <TableCell className="max-w-80">
        <Link
          href={href}
          onClick={(event) => event.stopPropagation()}
          className="block truncate font-medium text-slate-900 hover:text-brand-700"
          title={automation.name}
        >
          {automation.name}
        </Link>
        <p className="truncate text-xs text-slate-500">
          {automation.description ||
            (trigger
              ? TRIGGER_PHRASE_KINDS.has(String(trigger.data.kind))
                ? t(`triggerPhrases.${String(trigger.data.kind)}`)
                : t("startsOnTrigger")
              : t("noTrigger"))}
        </p>
      </TableCell>
      <TableCell>
        {automation.isActive ? (
          <Badge tone="success">
            <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
            {t("active")}
          </Badge>
        ) : (
          <Badge>{t("inactive")}</Badge>
        )}
      </TableCell>
      <TableCell className="hidden md:table-cell">
        <div className="flex items-center gap-2">
          <span className="flex -space-x-1" aria-hidden>
            {kinds.slice(0, 5).map((kind) => {
              const Icon = NODE_LOOKS[kind].icon;
              return (
                <span
                  key={kind}
                  className={`flex size-6 items-center justify-center rounded-md ring-2 ring-white ${NODE_LOOKS[kind].tile}`}
                >
                  <Icon className="size-3.5" />
                </span>
              );
            })}
          </span>
          <span className="text-sm text-slate-600 tabular-nums">{format.number(automation.nodes.length)}</span>
        </div>
      </TableCell>
      <TableCell className="hidden text-slate-600 tabular-nums sm:table-cell">
        {runs === null ? <span className="text-slate-400">—</span> : format.number(runs)}
      </TableCell>
      <TableCell
        className="hidden text-slate-600 lg:table-cell"
        title={format.dateTime(new Date(automation.updatedAt), { dateStyle: "medium", timeStyle: "short" })}
      >
        {format.relativeTime(new Date(automation.updatedAt))}
      </TableCell>
      <TableCell onClick={(event) => event.stopPropagation()} className="text-right">
        {can("automations:delete") ? (
          <DeleteRowButton label={t("deleteRow", { name: automation.name })} onClick={onDelete} />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
