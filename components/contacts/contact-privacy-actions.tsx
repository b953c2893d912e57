"use client";

import { Download, ShieldX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useEraseContact, useExportContactData, type Contact } from "@/lib/queries/contacts";

// Answers to a person's data requests, from the contact's edit dialog: a JSON download of
// everything held about the address (access), and its erasure from every list for good.

/** Hands `data` to the browser as a downloaded JSON file. */
function downloadJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

export function ContactPrivacyActions({ contact, onErased }: { contact: Contact; onErased: () => void }) {
  const { can } = usePermissions();
  const toast = useToast();
  const t = useTranslations("contacts.privacy");
  const exportData = useExportContactData();
  const erase = useEraseContact();
  const [confirming, setConfirming] = useState(false);

  const onDownload = async () => {
    try {
      downloadJson(await exportData.mutateAsync(contact.id), `contact-${contact.email}.json`);
    } catch (error) {
      toast.error(t("exportError"), errorMessageOf(error));
    }
  };

  const onErase = async () => {
    try {
      const erased = await erase.mutateAsync(contact.id);
      toast.success(t("erased"), t("erasedDetail", { count: erased.contacts }));
      setConfirming(false);
      onErased();
    } catch (error) {
      toast.error(t("eraseError"), errorMessageOf(error));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t("intro", { email: contact.email })}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" pending={exportData.isPending} onClick={() => void onDownload()}>
          <Download aria-hidden className="size-4" />
          {t("download")}
        </Button>
        {can("contacts:delete") ? (
          <Button variant="secondary" size="sm" className="text-red-700" onClick={() => setConfirming(true)}>
            <ShieldX aria-hidden className="size-4" />
            {t("erase")}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("confirmTitle", { email: contact.email })}
        description={t("confirmDescription")}
        confirmLabel={t("confirm")}
        pending={erase.isPending}
        onConfirm={() => void onErase()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
