"use client";

import { Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";

// The two dialogs every settings list opens on its rows (SMTP servers, webhooks, AI models): the
// add/edit form, and the confirmation before a delete.

/** Which row the add/edit dialog is open on: a row, a new one (`row` null), or none. */
export function useRowEditor<Row>() {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  return {
    open: editing !== null,
    row: editing === "new" ? null : editing,
    add: () => setEditing("new"),
    edit: (row: Row) => setEditing(row),
    close: () => setEditing(null),
  };
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden />
      {label}
    </Button>
  );
}

type DeleteCopy<Row> = {
  /** The toast once deleted: a title, and optionally a sentence about the row. */
  deleted: string;
  deletedDetail?: (row: Row) => string | undefined;
  /** The toast's title when it fails (the API's message is its text). */
  failed: string;
  description: (row: Row | null) => ReactNode;
  confirmLabel: string;
};

/** Asks before deleting a row, deletes it through `remove`, and says how it went. */
export function useConfirmedDelete<Row extends { id: string; name: string }>(
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean },
  copy: DeleteCopy<Row>,
) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<Row | null>(null);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(copy.deleted, copy.deletedDetail?.(deleting));
    } catch (error) {
      toast.error(copy.failed, errorMessageOf(error));
    } finally {
      setDeleting(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={`Delete “${deleting?.name ?? ""}”?`}
      description={copy.description(deleting)}
      confirmLabel={copy.confirmLabel}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting, dialog };
}
