"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * "Leave without saving?" for an editor with unsaved changes, driven by its useUnsavedGuard
 * (components/forms/use-unsaved-guard.ts). The texts are `leaveTitle`, `leaveDescription` and
 * `leaveConfirm` under `messages`.
 */
export function LeaveGuardDialog({
  guard,
  messages,
}: {
  guard: { leaving: boolean; leave: () => void; stay: () => void };
  messages: string;
}) {
  const t = useTranslations(messages);
  return (
    <ConfirmDialog
      open={guard.leaving}
      title={t("leaveTitle")}
      description={t("leaveDescription")}
      confirmLabel={t("leaveConfirm")}
      onConfirm={guard.leave}
      onCancel={guard.stay}
    />
  );
}
