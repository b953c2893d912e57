"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useRotateDomainKey, type Domain } from "@/lib/queries/domains";

/**
 * Asks before a DKIM key rotation. Nothing breaks in between: the old key keeps signing until the
 * new key's record is published and verified, so this is a plain confirmation, not a red one.
 */
export function RotateKeyDialog({ domain, onClose }: { domain: Domain | null; onClose: () => void }) {
  const rotate = useRotateDomainKey();
  const toast = useToast();
  const t = useTranslations("domains.rotate");

  const confirm = async () => {
    if (!domain) return;
    try {
      const rotated = await rotate.mutateAsync(domain.id);
      toast.success(t("created"), t("createdDetail", { selector: rotated.nextDkimSelector ?? "" }));
    } catch (error) {
      toast.error(t("failed"), errorMessageOf(error));
    } finally {
      onClose();
    }
  };

  return (
    <Dialog
      open={domain !== null}
      onClose={onClose}
      title={t("title", { domain: domain?.domain ?? "" })}
      size="sm"
      dismissible={!rotate.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={rotate.isPending}>
            {t("cancel")}
          </Button>
          <Button onClick={() => void confirm()} pending={rotate.isPending}>
            {t("confirm")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm leading-6 text-slate-600">
        <p>{t("intro")}</p>
        <p>{t.rich("body", { strong: (chunks) => <span className="font-medium text-slate-800">{chunks}</span> })}</p>
      </div>
    </Dialog>
  );
}
