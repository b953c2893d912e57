"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { RenderedTemplate } from "@/lib/queries/templates";
import { EMAIL_WIDTH } from "../email-frame";
import { DeviceToggle, type DeviceId } from "./device-toggle";

type PreviewDialogProps = {
  open: boolean;
  onClose: () => void;
  rendered: RenderedTemplate | null;
  error: string | null;
  pending: boolean;
};

const widths: Record<DeviceId, number> = { desktop: EMAIL_WIDTH + 40, mobile: 375 };

/** The email as the server renders it for the sample contact, in an inbox-like frame. */
export function PreviewDialog({ open, onClose, rendered, error, pending }: PreviewDialogProps) {
  const t = useTranslations("designer.preview");
  const [device, setDevice] = useState<DeviceId>("desktop");
  const missing = rendered?.missingVariables ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      className="max-w-4xl!"
      title={t("title")}
      description={t("description")}
    >
      <div className="flex flex-col gap-4" data-testid="template-preview">
        <div className="flex items-center justify-between gap-3">
          <DeviceToggle value={device} onChange={setDevice} />
          {rendered ? (
            <span className="text-xs text-slate-500">{device === "desktop" ? t("desktopWidth") : t("phoneWidth")}</span>
          ) : null}
        </div>
        {error ? (
          <Alert tone="error" title={t("renderError")}>
            {error}
          </Alert>
        ) : null}
        {missing.length > 0 ? (
          <Alert tone="warning" title={t("missingTitle")}>
            {t.rich("missing", {
              names: missing.map((name) => `{{ ${name} }}`).join(", "),
              example: `{{ ${missing[0]} | default: "…" }}`,
              code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
            })}
          </Alert>
        ) : null}
        {pending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-[55vh] rounded-xl" />
          </div>
        ) : rendered ? (
          <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
            <div className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm">
              <p className="text-slate-500">
                <span className="inline-block w-16 text-slate-400">{t("from")}</span>
                {t("yourTeam")}
              </p>
              <p className="mt-0.5 text-slate-500">
                <span className="inline-block w-16 text-slate-400">{t("to")}</span>Jane Doe &lt;jane@example.com&gt;
              </p>
              <p className="mt-1.5 font-semibold text-slate-900" data-testid="preview-subject">
                <span className="inline-block w-16 font-normal text-slate-400">{t("subject")}</span>
                {rendered.subject || <span className="font-normal italic text-slate-400">{t("noSubject")}</span>}
              </p>
            </div>
            <div className="flex justify-center overflow-x-auto bg-slate-100 p-4">
              <iframe
                title={t("frameTitle")}
                sandbox=""
                srcDoc={rendered.html}
                className={clsx(
                  "h-[55vh] border-0 bg-white shadow-sm transition-[width] duration-200",
                  device === "mobile" && "rounded-2xl ring-8 ring-slate-800",
                )}
                style={{ width: widths[device] }}
              />
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
