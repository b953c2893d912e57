"use client";

import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PreSendCheckPanel } from "./pre-send-check-panel";

/** The template designer's Check button: the pre-send check of the saved template, in a dialog. */
export function TemplateCheckButton({
  templateId,
  subject,
  disabled,
}: {
  templateId: string;
  subject: string;
  disabled: boolean;
}) {
  const t = useTranslations("checks");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} disabled={disabled}>
        <ShieldCheck aria-hidden />
        {t("button")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("title")} size="lg">
        <PreSendCheckPanel templateId={templateId} subject={subject.trim() || undefined} />
      </Dialog>
    </>
  );
}
