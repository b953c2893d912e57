"use client";

import { Plus, Workflow } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { EmptyState } from "@/components/ui/empty-state";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { TableCell, TableRow } from "@/components/ui/table";
import { PagedList } from "@/components/ui/data/paged-list";
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
  const common = useTranslations("common");
  const [page, setPage] = useState(1);
  const automations = useAutomations({ page, limit: PAGE_SIZE });
  const remove = useDeleteAutomation();
  const deletion = useConfirmedRowAction<Automation>(remove, {
    title: (row) => t("deleteTitle", { name: row?.name ?? "" }),
    description: () => t("deleteDescription"),
    confirmLabel: t("deleteConfirm"),
    done: t("deleted"),
    doneDetail: (row) => t("deletedDetail", { name: row.name }),
    failed: t("deleteFailed"),
  });

  return (
    <>
      <PagedList
        query={automations}
        loading={{ rows: 4, label: t("loading") }}
        errorTitle={t("loadError")}
        empty={
          <EmptyState
            icon={Workflow}
            title={t("emptyTitle")}
            description={t("emptyDescription")}
            action={<NewAutomationButton />}
            hint={t("emptyHint")}
          />
        }
        table={{
          label: t("tableLabel"),
          columns: [
            { label: t("columns.automation") },
            { label: t("columns.status") },
            { label: t("columns.steps"), className: "hidden md:table-cell" },
            { label: t("columns.runs"), className: "hidden sm:table-cell" },
            { label: t("columns.updated"), className: "hidden lg:table-cell" },
            { label: <span className="sr-only">{common("actions")}</span> },
          ],
          page,
          limit: PAGE_SIZE,
          onPage: setPage,
          noun: (total) => t("pageNoun", { count: total }),
        }}
      >
        {(rows) =>
          rows.map((automation) => (
            <AutomationRow key={automation.id} automation={automation} onDelete={() => deletion.ask(automation)} />
          ))
        }
      </PagedList>
      {deletion.dialog}
    </>
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
