"use client";

import { useTranslations } from "next-intl";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";

/**
 * Deleting a template or a category: asked first, then a toast. Both say it with the same keys
 * (deleteTitle, deleteDescription, deleteConfirm, deleted, deletedDetail, deleteError) under `messages`.
 */
export function useConfirmedDelete<Row extends { id: string; name: string }>(
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean },
  messages: string,
) {
  const t = useTranslations(messages);
  return useConfirmedRowAction<Row>(remove, {
    title: () => t("deleteTitle"),
    description: (row) => (row ? t("deleteDescription", { name: row.name }) : ""),
    confirmLabel: t("deleteConfirm"),
    done: t("deleted"),
    doneDetail: (row) => t("deletedDetail", { name: row.name }),
    failed: t("deleteError"),
  });
}
