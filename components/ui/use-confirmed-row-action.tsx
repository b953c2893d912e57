"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";

type ActionCopy<Row> = {
  /** The question's verb: "Delete" asks `Delete “name”?`. Default "Delete". */
  verb?: string;
  /** The whole question, for screens in the reader's language (wins over `verb`). */
  title?: (row: Row | null) => string;
  /** The toast once done: a title (which may name the row), and optionally a sentence about the row. */
  done: string | ((row: Row) => string);
  doneDetail?: (row: Row) => string | undefined;
  /** The toast's title when it fails (the API's message is its text). */
  failed: string;
  description: (row: Row | null) => ReactNode;
  confirmLabel: string;
};

/**
 * Asks before a destructive action on a row (delete, revoke), runs it through `action` with the
 * row's id, and says how it went. `ask(row)` opens the question; render `dialog`.
 */
export function useConfirmedRowAction<Row extends { id: string; name?: string }>(
  action: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean },
  copy: ActionCopy<Row>,
) {
  const t = useTranslations("common");
  const toast = useToast();
  const [asking, setAsking] = useState<Row | null>(null);

  const confirm = async () => {
    if (!asking) return;
    try {
      await action.mutateAsync(asking.id);
      toast.success(typeof copy.done === "string" ? copy.done : copy.done(asking), copy.doneDetail?.(asking));
    } catch (error) {
      toast.error(copy.failed, errorMessageOf(error));
    } finally {
      setAsking(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={
        copy.title
          ? copy.title(asking)
          : copy.verb
            ? `${copy.verb} “${asking?.name ?? ""}”?`
            : t("deleteQuestion", { name: asking?.name ?? "" })
      }
      description={copy.description(asking)}
      confirmLabel={copy.confirmLabel}
      pending={action.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setAsking(null)}
    />
  );
  return { ask: setAsking, dialog };
}
