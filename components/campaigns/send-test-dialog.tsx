"use client";

import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";
import { useSendCampaignTest, type Campaign } from "@/lib/queries/campaigns";

/** Sends the campaign's email once to an address of the marketer's choosing. */
export function SendTestButton({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.sendTest");
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendCampaignTest();
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await send.mutateAsync({ id: campaign.id, to });
      toast.success(t("sent"), t("sentDetail", { to }));
      setOpen(false);
    } catch (failure) {
      setError(fieldErrorsOf(failure).to ?? errorMessageOf(failure));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FlaskConical aria-hidden />
        {t("button")}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("title")}
        description={t("description")}
        dismissible={!send.isPending}
      >
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField
            label={t("to")}
            type="email"
            required
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={error}
            placeholder={t("toPlaceholder")}
            autoFocus
          />
          <DialogActions>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={send.isPending}>
              {t("cancel")}
            </Button>
            <Button type="submit" pending={send.isPending}>
              {t("submit")}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
