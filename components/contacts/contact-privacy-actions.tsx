"use client";

import { Download, ShieldX } from "lucide-react";
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
  const exportData = useExportContactData();
  const erase = useEraseContact();
  const [confirming, setConfirming] = useState(false);

  const onDownload = async () => {
    try {
      downloadJson(await exportData.mutateAsync(contact.id), `contact-${contact.email}.json`);
    } catch (error) {
      toast.error("Couldn't export the contact's data", errorMessageOf(error));
    }
  };

  const onErase = async () => {
    try {
      const erased = await erase.mutateAsync(contact.id);
      toast.success("Personal data erased", `${erased.contacts === 1 ? "1 contact" : `${erased.contacts} contacts`} deleted; the address will never be emailed again`);
      setConfirming(false);
      onErased();
    } catch (error) {
      toast.error("Couldn't erase the contact's data", errorMessageOf(error));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        For a person&apos;s request to see or delete their data. Both cover every list of your team that holds {contact.email}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" pending={exportData.isPending} onClick={() => void onDownload()}>
          <Download aria-hidden className="size-4" />
          Download personal data
        </Button>
        {can("contacts:delete") ? (
          <Button variant="secondary" size="sm" className="text-red-700" onClick={() => setConfirming(true)}>
            <ShieldX aria-hidden className="size-4" />
            Erase personal data…
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Erase ${contact.email} for good?`}
        description="The contact is deleted from every list, and its name, address and activity are removed from your sent emails and reports. The address is kept only as a scrambled code so it is never emailed again. This can't be undone."
        confirmLabel="Erase personal data"
        pending={erase.isPending}
        onConfirm={() => void onErase()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
