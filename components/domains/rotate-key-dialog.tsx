"use client";

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

  const confirm = async () => {
    if (!domain) return;
    try {
      const rotated = await rotate.mutateAsync(domain.id);
      toast.success("New DKIM key created", `Publish its record (selector ${rotated.nextDkimSelector}), then click Verify now.`);
    } catch (error) {
      toast.error("Couldn't rotate the key", errorMessageOf(error));
    } finally {
      onClose();
    }
  };

  return (
    <Dialog
      open={domain !== null}
      onClose={onClose}
      title={`Rotate the DKIM key of ${domain?.domain ?? ""}?`}
      size="sm"
      dismissible={!rotate.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={rotate.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} pending={rotate.isPending}>
            Create new key
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm leading-6 text-slate-600">
        <p>Sendwell creates a new key with a new DKIM record for you to publish next to the current one.</p>
        <p>
          <span className="font-medium text-slate-800">Nothing changes for your emails until then:</span> the current key keeps signing
          until the new record is published and verified. After that the new key signs, and you can delete the old record.
        </p>
      </div>
    </Dialog>
  );
}
