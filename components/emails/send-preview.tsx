"use client";

import { Eye } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useRenderTemplate, type RenderedTemplate } from "@/lib/queries/templates";
import { HtmlPreviewFrame } from "./html-preview-frame";
import { DeviceToggle } from "./message-viewer";
import { variablesToData, type SendEmailForm } from "./send-email-model";

const RENDER_DELAY_MS = 350;

/** The template rendered by the server with the values typed so far, re-rendered as they change. */
function useTemplatePreview(templateId: string, variables: Record<string, string>) {
  const render = useRenderTemplate();
  const [result, setResult] = useState<{ rendered: RenderedTemplate | null; error: unknown }>({
    rendered: null,
    error: null,
  });
  const dataKey = JSON.stringify(variablesToData(variables));
  const { mutateAsync } = render;

  useEffect(() => {
    if (!templateId) return;
    let current = true;
    const timer = setTimeout(() => {
      mutateAsync({ id: templateId, data: JSON.parse(dataKey) as Record<string, unknown> })
        .then((rendered) => current && setResult({ rendered, error: null }))
        .catch((error: unknown) => current && setResult({ rendered: null, error }));
    }, RENDER_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [templateId, dataKey, mutateAsync]);

  return { ...result, pending: render.isPending };
}

type SendPreviewProps = { form: SendEmailForm; from: string | null };

export function SendPreview({ form, from }: SendPreviewProps) {
  const t = useTranslations("emails.send.preview");
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");
  const templatePreview = useTemplatePreview(form.mode === "template" ? form.templateId : "", form.variables);
  const custom = form.mode === "custom";
  const subject = custom ? form.subject : (templatePreview.rendered?.subject ?? "");
  const html = custom ? form.html : (templatePreview.rendered?.html ?? "");
  const missing = custom ? [] : (templatePreview.rendered?.missingVariables ?? []);

  return (
    <Card className="overflow-hidden" data-testid="send-preview">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Eye aria-hidden className="size-4 text-slate-400" />
          {t("title")}
        </h2>
        <DeviceToggle value={device} onChange={setDevice} />
      </div>
      <dl className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 border-b border-slate-100 px-5 py-3 text-sm">
        <dt className="text-slate-500">{t("from")}</dt>
        <dd className="truncate text-slate-800">
          {from ?? <span className="text-slate-500">{t("chooseServer")}</span>}
        </dd>
        <dt className="text-slate-500">{t("to")}</dt>
        <dd className="truncate text-slate-800">
          {form.to || <span className="text-slate-500">{t("recipient")}</span>}
        </dd>
        <dt className="text-slate-500">{t("subject")}</dt>
        <dd className="truncate font-medium text-slate-900" data-testid="preview-subject">
          {subject || <span className="font-normal text-slate-500">{t("subjectLine")}</span>}
        </dd>
      </dl>
      {missing.length > 0 ? (
        <div className="border-b border-slate-100 px-5 py-3">
          <Alert tone="warning" title={t("missingTitle")}>
            {t("missing", { names: missing.join(", ") })}
          </Alert>
        </div>
      ) : null}
      {templatePreview.error && !custom ? (
        <div className="px-5 py-3">
          <Alert tone="error" title={t("error")}>
            {errorMessageOf(templatePreview.error)}
          </Alert>
        </div>
      ) : null}
      <PreviewBody
        html={html}
        subject={subject}
        device={device}
        loading={!custom && Boolean(form.templateId) && !templatePreview.rendered && !templatePreview.error}
        custom={custom}
        hasTemplate={Boolean(form.templateId)}
      />
    </Card>
  );
}

function PreviewBody({
  html,
  subject,
  device,
  loading,
  custom,
  hasTemplate,
}: {
  html: string;
  subject: string;
  device: "desktop" | "mobile";
  loading: boolean;
  custom: boolean;
  hasTemplate: boolean;
}) {
  const t = useTranslations("emails.send.preview");
  if (loading) {
    return (
      <div role="status" aria-label={t("rendering")} className="flex flex-col gap-3 p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!html.trim()) {
    return (
      <p className="px-6 py-24 text-center text-sm text-slate-500">
        {custom ? t("writeHtml") : hasTemplate ? t("noContent") : t("chooseTemplate")}
      </p>
    );
  }
  return <HtmlPreviewFrame html={html} title={t("frameTitle", { subject })} device={device} className="h-[36rem]" />;
}
