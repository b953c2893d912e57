"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useDeleteList, type MailingList } from "@/lib/queries/lists";
import { formatCount } from "./contact-counts-bar";

/** Asks before deleting a list, saying how many contacts go with it. */
export function DeleteListDialog({ list, onClose, onDeleted }: { list: MailingList | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteList();
  const toast = useToast();
  const total = list?.contactCounts.total ?? 0;

  const onConfirm = async () => {
    if (!list) return;
    try {
      await remove.mutateAsync(list.id);
      toast.success("List deleted", `“${list.name}” and its ${formatCount(total)} ${total === 1 ? "contact were" : "contacts were"} removed.`);
      onDeleted?.();
    } catch (error) {
      toast.error("Couldn't delete the list", errorMessageOf(error));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={list !== null}
      title={`Delete “${list?.name ?? ""}”?`}
      description={
        total === 0
          ? "The list has no contacts. Campaigns can no longer be sent to it. This can't be undone."
          : `Its ${formatCount(total)} ${total === 1 ? "contact" : "contacts"} will be removed too, and campaigns can no longer be sent to it. This can't be undone.`
      }
      confirmLabel={total === 0 ? "Delete list" : `Delete list and ${formatCount(total)} ${total === 1 ? "contact" : "contacts"}`}
      pending={remove.isPending}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
    />
  );
}
