"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import { useDeclineInvite, type InviteLookup } from "@/lib/queries/invites";

/** "Not for me": turns the invite down after a confirmation; the page then shows the outcome. */
export function DeclineInvite({
  code,
  invite,
  onDeclined,
}: {
  code: string;
  invite: InviteLookup;
  onDeclined: () => void;
}) {
  const decline = useDeclineInvite();
  const t = useTranslations("auth.invite");
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await decline.mutateAsync(code);
      setAsking(false);
      onDeclined();
    } catch (failure) {
      setAsking(false);
      // Accepted, revoked or expired in the meantime: the page shows which.
      if (failure instanceof ApiRequestError && failure.code === "INVITE_NOT_PENDING") return onDeclined();
      setError(errorMessageOf(failure));
    }
  };

  return (
    <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
      {error ? (
        <Alert tone="error" className="mb-3 text-left">
          {error}
        </Alert>
      ) : null}
      {t("notForYou")}{" "}
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900"
      >
        {t("declineLink")}
      </button>
      <ConfirmDialog
        open={asking}
        title={t("declineTitle")}
        description={t("declineDescription", { team: invite.teamName, inviter: invite.inviterName })}
        confirmLabel={t("declineConfirm")}
        pending={decline.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
