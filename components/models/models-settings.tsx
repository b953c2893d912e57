"use client";

import { Bot, KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { formatRelative } from "@/components/settings/format";
import { SettingsSection } from "@/components/settings/settings-section";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useAiModels, useDeleteAiModel, type AiModel } from "@/lib/queries/models";
import { ModelDialog, providerLabel } from "./model-dialog";

/** The team's AI models for the automation editor's AI email writer step. */
export function ModelsSettings() {
  const { can } = usePermissions();
  const models = useAiModels();
  const [editing, setEditing] = useState<AiModel | "new" | null>(null);
  const canWrite = can("models:write");

  const addButton = canWrite ? (
    <Button onClick={() => setEditing("new")}>
      <Plus aria-hidden />
      Add model
    </Button>
  ) : null;
  const dialog = <ModelDialog open={editing !== null} model={editing === "new" ? null : editing} onClose={() => setEditing(null)} />;

  if (models.data && models.data.data.length === 0) {
    return (
      <>
        <EmptyState
          icon={Bot}
          title="No AI models yet"
          description="Connect an OpenAI-compatible model (OpenAI, Mistral, Groq, a self-hosted Ollama…) so AI email writer steps can write each contact a personal email."
          action={addButton}
          hint="Without a model, AI email writer steps send their fallback template."
        />
        {dialog}
      </>
    );
  }

  return (
    <SettingsSection
      title="AI models"
      description="AI email writer steps in your automations send their prompt and the contact's fields to one of these models. API keys are stored encrypted."
      actions={addButton}
      flush
    >
      <QueryState query={models} loading={<TableSkeleton label="Loading AI models" />} errorTitle="We couldn't load your AI models">
        {(data) => <ModelsTable models={data.data} onEdit={setEditing} canWrite={canWrite} canDelete={can("models:delete")} />}
      </QueryState>
      {dialog}
    </SettingsSection>
  );
}

function ModelsTable({ models, onEdit, canWrite, canDelete }: { models: AiModel[]; onEdit: (model: AiModel) => void; canWrite: boolean; canDelete: boolean }) {
  const toast = useToast();
  const remove = useDeleteAiModel();
  const [deleting, setDeleting] = useState<AiModel | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success("Model deleted", `Steps that used “${deleting.name}” now use the team's first model or their fallback template.`);
    } catch (error) {
      toast.error("Couldn't delete the model", errorMessageOf(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <Table aria-label="AI models">
        <TableHead>
          <tr>
            <TableHeader>Name</TableHeader>
            <TableHeader className="hidden md:table-cell">Endpoint</TableHeader>
            <TableHeader>API key</TableHeader>
            <TableHeader className="hidden lg:table-cell">Updated</TableHeader>
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
              <TableCell className="hidden max-w-72 truncate font-mono text-xs text-slate-600 md:table-cell" title={model.baseUrl ?? undefined}>
                {model.baseUrl}
              </TableCell>
              <TableCell>
                {model.hasApiKey ? (
                  <Badge tone="success">
                    <KeyRound aria-hidden className="size-3" />
                    Stored
                  </Badge>
                ) : (
                  <Badge>None</Badge>
                )}
              </TableCell>
              <TableCell className="hidden text-slate-600 lg:table-cell">{formatRelative(model.updatedAt)}</TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {canWrite ? <EditRowButton label={`Edit ${model.name}`} onClick={() => onEdit(model)} /> : null}
                {canDelete ? <DeleteRowButton label={`Delete ${model.name}`} onClick={() => setDeleting(model)} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ""}”?`}
        description="AI email writer steps that use it switch to the team's first remaining model, or send their fallback template when none is left."
        confirmLabel="Delete model"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
