"use client";

import { Pencil, Tags, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { AddButton, useRowEditor } from "@/components/settings/row-dialogs";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { type Topic, useDeleteTopic, useTopics } from "@/lib/queries/topics";
import { TopicFormDialog } from "./topic-form-dialog";

/** Contacts -> Topics (docs/contract.md section 21): what contacts may choose to receive. */
export function TopicsOverview() {
  const t = useTranslations("topics");
  const { can } = usePermissions();
  const topics = useTopics();
  const editor = useRowEditor<Topic>();
  const td = useTranslations("topics.delete");
  const remove = useConfirmedRowAction<Topic>(useDeleteTopic(), {
    title: (topic) => td("title", { name: topic?.name ?? "" }),
    description: () => td("description"),
    confirmLabel: td("confirm"),
    done: (topic) => td("deleted", { name: topic.name }),
    failed: td("error"),
  });
  const newButton = can("lists:write") ? <AddButton label={t("new")} onClick={editor.add} /> : null;
  const rows = topics.data?.data ?? [];

  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader actions={newButton} />
      {topics.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : topics.isError ? (
        <ErrorState title={t("loadError")} error={topics.error} onRetry={() => void topics.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={Tags} title={t("emptyTitle")} description={t("emptyDescription")} action={newButton} />
      ) : (
        <Card className="overflow-hidden">
          <div className="border-b border-slate-100 px-6 py-4">
            <h2 className="text-base font-semibold text-slate-900">{t("heading")}</h2>
            <p className="text-sm text-slate-500">{t("explain")}</p>
          </div>
          <DataTable
            rows={rows}
            rowProps={() => ({ "data-testid": "topic-row" })}
            columns={[
              {
                header: t("columns.name"),
                cellClassName: "w-1/2 max-w-0",
                cell: (topic) => (
                  <>
                    <p className="truncate font-medium text-slate-900">{topic.name}</p>
                    {topic.description ? <p className="truncate text-sm text-slate-500">{topic.description}</p> : null}
                  </>
                ),
              },
              {
                header: t("columns.default"),
                cell: (topic) => (
                  <Badge tone={topic.defaultSubscription === "opt_in" ? "brand" : "neutral"}>
                    {t(topic.defaultSubscription === "opt_in" ? "optIn" : "optOut")}
                  </Badge>
                ),
              },
              {
                header: t("columns.visibility"),
                className: "hidden md:table-cell",
                cell: (topic) => (
                  <Badge tone={topic.isPublic ? "success" : "neutral"}>{t(topic.isPublic ? "public" : "hidden")}</Badge>
                ),
              },
              actionsColumn(
                (topic: Topic) => (
                  <>
                    {can("lists:write") ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => editor.edit(topic)}
                        aria-label={t("edit", { name: topic.name })}
                      >
                        <Pencil aria-hidden />
                      </Button>
                    ) : null}
                    {can("lists:delete") ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => remove.ask(topic)}
                        aria-label={t("delete.open", { name: topic.name })}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    ) : null}
                  </>
                ),
                { label: t("columns.actions") },
              ),
            ]}
          />
        </Card>
      )}
      <TopicFormDialog open={editor.open} topic={editor.row} onClose={editor.close} />
      {remove.dialog}
    </div>
  );
}
