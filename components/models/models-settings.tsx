"use client";

import { Bot, KeyRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { ConfigListPage } from "@/components/settings/config-list-page";
import { useRowEditor } from "@/components/settings/row-dialogs";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { useAiModels, useDeleteAiModel, type AiModel } from "@/lib/queries/models";
import { ModelDialog, useProviderLabel } from "./model-dialog";

/** The team's AI models for the automation editor's AI email writer step. */
export function ModelsSettings() {
  const { can } = usePermissions();
  const models = useAiModels();
  const editor = useRowEditor<AiModel>();
  const canWrite = can("models:write");
  const t = useTranslations("models");

  const texts = {
    add: t("add"),
    emptyTitle: t("empty.title"),
    emptyDescription: t("empty.description"),
    emptyHint: t("empty.hint"),
    title: t("title"),
    description: t("description"),
    loading: t("loading"),
    loadError: t("loadError"),
  };

  return (
    <ConfigListPage
      query={models}
      icon={Bot}
      texts={texts}
      onAdd={canWrite ? editor.add : undefined}
      dialog={<ModelDialog open={editor.open} model={editor.row} onClose={editor.close} />}
    >
      {(rows) => (
        <ModelsTable models={rows} onEdit={editor.edit} canWrite={canWrite} canDelete={can("models:delete")} />
      )}
    </ConfigListPage>
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
      <DataTable
        aria-label={t("title")}
        rows={models}
        rowProps={() => ({ "data-testid": "model-row" })}
        columns={[
          {
            header: t("columns.name"),
            cellClassName: "max-w-72",
            cell: (model) => (
              <>
                <p className="truncate font-medium text-slate-900">{model.name}</p>
                <p className="truncate text-xs text-slate-500">
                  {providerLabel(model.provider)} · <span className="font-mono">{model.model}</span>
                </p>
              </>
            ),
          },
          {
            header: t("columns.endpoint"),
            className: "hidden md:table-cell",
            cellClassName: "max-w-72 truncate font-mono text-xs text-slate-600",
            cellProps: (model) => ({ title: model.baseUrl ?? undefined }),
            cell: (model) => model.baseUrl,
          },
          {
            header: t("columns.apiKey"),
            cell: (model) =>
              model.hasApiKey ? (
                <Badge tone="success">
                  <KeyRound aria-hidden className="size-3" />
                  {t("keyStored")}
                </Badge>
              ) : (
                <Badge>{t("keyNone")}</Badge>
              ),
          },
          {
            header: t("columns.updated"),
            className: "hidden lg:table-cell",
            cellClassName: "text-slate-600",
            cell: (model) => format.relativeTime(new Date(model.updatedAt)),
          },
          actionsColumn((model: AiModel) => (
            <>
              {canWrite ? (
                <EditRowButton label={t("editRow", { name: model.name })} onClick={() => onEdit(model)} />
              ) : null}
              {canDelete ? (
                <DeleteRowButton label={t("deleteRow", { name: model.name })} onClick={() => remove.ask(model)} />
              ) : null}
            </>
          )),
        ]}
      />
      {remove.dialog}
    </>
  );
}
