"use client";

import { Pencil, Plus, Tags, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { type Topic, useDeleteTopic, useTopics } from "@/lib/queries/topics";
import { TopicFormDialog } from "./topic-form-dialog";

/** Contacts -> Topics (docs/contract.md section 21): what contacts may choose to receive. */
export function TopicsOverview() {
  const t = useTranslations("topics");
  const { can } = usePermissions();
  const topics = useTopics();
  const [editing, setEditing] = useState<Topic | null | "new">(null);
  const [deleting, setDeleting] = useState<Topic | null>(null);
  const newButton = can("lists:write") ? (
    <Button onClick={() => setEditing("new")}>
      <Plus aria-hidden />
      {t("new")}
    </Button>
  ) : null;
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
          <Table>
            <TableHead>
              <tr>
                <TableHeader>{t("columns.name")}</TableHeader>
                <TableHeader>{t("columns.default")}</TableHeader>
                <TableHeader className="hidden md:table-cell">{t("columns.visibility")}</TableHeader>
                <TableHeader>
                  <span className="sr-only">{t("columns.actions")}</span>
                </TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {rows.map((topic) => (
                <TableRow key={topic.id} data-testid="topic-row">
                  <TableCell className="w-1/2 max-w-0">
                    <p className="truncate font-medium text-slate-900">{topic.name}</p>
                    {topic.description ? <p className="truncate text-sm text-slate-500">{topic.description}</p> : null}
                  </TableCell>
                  <TableCell>
                    <Badge tone={topic.defaultSubscription === "opt_in" ? "brand" : "neutral"}>
                      {t(topic.defaultSubscription === "opt_in" ? "optIn" : "optOut")}
                    </Badge>
                  </TableCell>
                  <TableCell className="hidden md:table-cell">
                    <Badge tone={topic.isPublic ? "success" : "neutral"}>
                      {t(topic.isPublic ? "public" : "hidden")}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {can("lists:write") ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(topic)}
                        aria-label={t("edit", { name: topic.name })}
                      >
                        <Pencil aria-hidden />
                      </Button>
                    ) : null}
                    {can("lists:delete") ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDeleting(topic)}
                        aria-label={t("delete.open", { name: topic.name })}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <TopicFormDialog
        open={editing !== null}
        topic={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <DeleteTopicDialog topic={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function DeleteTopicDialog({ topic, onClose }: { topic: Topic | null; onClose: () => void }) {
  const t = useTranslations("topics.delete");
  const remove = useDeleteTopic();
  const toast = useToast();
  const onConfirm = async () => {
    if (!topic) return;
    try {
      await remove.mutateAsync(topic.id);
      toast.success(t("deleted", { name: topic.name }));
    } catch (error) {
      toast.error(t("error"), errorMessageOf(error));
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={topic !== null}
      title={t("title", { name: topic?.name ?? "" })}
      description={t("description")}
      confirmLabel={t("confirm")}
      pending={remove.isPending}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
    />
  );
}
