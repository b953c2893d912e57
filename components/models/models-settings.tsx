"use client";

import { Bot, KeyRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { AddButton, useRowEditor } from "@/components/settings/row-dialogs";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { SettingsSection } from "@/components/settings/settings-section";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAiModels, useDeleteAiModel, type AiModel } from "@/lib/queries/models";
import { ModelDialog, useProviderLabel } from "./model-dialog";

/** The team's AI models for the automation editor's AI email writer step. */
export function ModelsSettings() {
  const { can } = usePermissions();
  const models = useAiModels();
  const editor = useRowEditor<AiModel>();
  const canWrite = can("models:write");
  const t = useTranslations("models");

  const addButton = canWrite ? <AddButton label={t("add")} onClick={editor.add} /> : null;
  const dialog = <ModelDialog open={editor.open} model={editor.row} onClose={editor.close} />;

  if (models.data && models.data.data.length === 0) {
    return (
      <>
        <EmptyState
          icon={Bot}
          title={t("empty.title")}
          description={t("empty.description")}
          action={addButton}
          hint={t("empty.hint")}
        />
        {dialog}
      </>
    );
  }

  return (
    <SettingsSection title={t("title")} description={t("description")} actions={addButton} flush>
      <QueryState query={models} loading={<TableSkeleton label={t("loading")} />} errorTitle={t("loadError")}>
        {(data) => (
          <ModelsTable models={data.data} onEdit={editor.edit} canWrite={canWrite} canDelete={can("models:delete")} />
        )}
      </QueryState>
      {dialog}
    </SettingsSection>
  );
}

function ModelsTable({
  models,
  onEdit,
  canWrite,
  canDelete,
}: {
  models: AiModel[];
  onEdit: (model: AiModel) => void;
  canWrite: boolean;
  canDelete: boolean;
}) {
  const t = useTranslations("models");
  const format = useFormatter();
  const providerLabel = useProviderLabel();
  const remove = useConfirmedRowAction<AiModel>(useDeleteAiModel(), {
    done: t("delete.done"),
    doneDetail: (model) => t("delete.doneDetail", { name: model.name }),
    failed: t("delete.failed"),
    description: () => t("delete.description"),
    confirmLabel: t("delete.confirm"),
  });

  return (
    <>
      <Table aria-label={t("title")}>
        <TableHead>
          <tr>
            <TableHeader>{t("columns.name")}</TableHeader>
            <TableHeader className="hidden md:table-cell">{t("columns.endpoint")}</TableHeader>
            <TableHeader>{t("columns.apiKey")}</TableHeader>
            <TableHeader className="hidden lg:table-cell">{t("columns.updated")}</TableHeader>
            <ActionsHeader />
          </tr>
        </TableHead>
        <TableBody>
          {models.map((model) => (
            <TableRow key={model.id} data-testid="model-row">
              <TableCell className="max-w-72">
                <p className="truncate font-medium text-slate-900">{model.name}</p>
                <p className="truncate text-xs text-slate-500">
                  {providerLabel(model.provider)} · <span className="font-mono">{model.model}</span>
                </p>
              </TableCell>
              <TableCell
                className="hidden max-w-72 truncate font-mono text-xs text-slate-600 md:table-cell"
                title={model.baseUrl ?? undefined}
              >
                {model.baseUrl}
              </TableCell>
              <TableCell>
                {model.hasApiKey ? (
                  <Badge tone="success">
                    <KeyRound aria-hidden className="size-3" />
                    {t("keyStored")}
                  </Badge>
                ) : (
                  <Badge>{t("keyNone")}</Badge>
                )}
              </TableCell>
              <TableCell className="hidden text-slate-600 lg:table-cell">
                {format.relativeTime(new Date(model.updatedAt))}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {canWrite ? (
                  <EditRowButton label={t("editRow", { name: model.name })} onClick={() => onEdit(model)} />
                ) : null}
                {canDelete ? (
                  <DeleteRowButton label={t("deleteRow", { name: model.name })} onClick={() => remove.ask(model)} />
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {remove.dialog}
    </>
  );
}
