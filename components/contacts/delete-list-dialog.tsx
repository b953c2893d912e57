"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useDeleteList, type MailingList } from "@/lib/queries/lists";

/** Asks before deleting a list, saying how many contacts go with it. */
export function DeleteListDialog({
  list,
  onClose,
  onDeleted,
}: {
  list: MailingList | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const t = useTranslations("lists.delete");
  const remove = useDeleteList();
  const toast = useToast();
  const total = list?.contactCounts.total ?? 0;

  const onConfirm = async () => {
    if (!list) return;
    try {
      await remove.mutateAsync(list.id);
      toast.success(t("deleted"), t("deletedDetail", { name: list.name, count: total }));
      onDeleted?.();
    } catch (error) {
      toast.error(t("error"), errorMessageOf(error));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={list !== null}
      title={t("title", { name: list?.name ?? "" })}
      description={total === 0 ? t("descriptionEmpty") : t("description", { count: total })}
      confirmLabel={total === 0 ? t("confirmEmpty") : t("confirm", { count: total })}
      pending={remove.isPending}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
    />
  );
}
