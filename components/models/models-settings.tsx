"use client";

import { Bot, KeyRound } from "lucide-react";
import { formatRelative } from "@/components/settings/format";
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
import { ModelDialog, providerLabel } from "./model-dialog";

/** The team's AI models for the automation editor's AI email writer step. */
export function ModelsSettings() {
  const { can } = usePermissions();
  const models = useAiModels();
  const editor = useRowEditor<AiModel>();
  const canWrite = can("models:write");

  const addButton = canWrite ? <AddButton label="Add model" onClick={editor.add} /> : null;
  const dialog = <ModelDialog open={editor.open} model={editor.row} onClose={editor.close} />;

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
        {(data) => <ModelsTable models={data.data} onEdit={editor.edit} canWrite={canWrite} canDelete={can("models:delete")} />}
      </QueryState>
      {dialog}
    </SettingsSection>
  );
}

function ModelsTable({ models, onEdit, canWrite, canDelete }: { models: AiModel[]; onEdit: (model: AiModel) => void; canWrite: boolean; canDelete: boolean }) {
  const remove = useConfirmedRowAction<AiModel>(useDeleteAiModel(), {
    done: "Model deleted",
    doneDetail: (model) => `Steps that used “${model.name}” now use the team's first model or their fallback template.`,
    failed: "Couldn't delete the model",
    description: () =>
      "AI email writer steps that use it switch to the team's first remaining model, or send their fallback template when none is left.",
    confirmLabel: "Delete model",
  });

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
                {canDelete ? <DeleteRowButton label={`Delete ${model.name}`} onClick={() => remove.ask(model)} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {remove.dialog}
    </>
  );
}
