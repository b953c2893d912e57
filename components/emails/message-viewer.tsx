"use client";

import clsx from "clsx";
import { Monitor, Smartphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { HeaderTable } from "./header-table";
import { HtmlPreviewFrame } from "./html-preview-frame";

export type MessageParts = {
  html: string | null;
  text: string | null;
  headers: { name: string; value: string }[];
  raw?: string;
};

type TabId = "html" | "text" | "headers" | "raw";

/** A message as recipients get it, in tabs: rendered HTML (desktop or phone width), text, headers, source. */
export function MessageViewer({
  message,
  title,
  toolbar,
}: {
  message: MessageParts;
  title: string;
  toolbar?: ReactNode;
}) {
  const t = useTranslations("emails.viewer");
  const tabs: { id: TabId; label: string }[] = [
    { id: "html", label: t("html") },
    { id: "text", label: t("text") },
    { id: "headers", label: t("headers", { count: message.headers.length }) },
    ...(message.raw !== undefined ? [{ id: "raw" as const, label: t("raw") }] : []),
  ];
  const [tab, setTab] = useState<TabId>(message.html ? "html" : "text");
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");

  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 sm:px-6">
        <div role="tablist" aria-label={t("views")} className="-mb-px flex gap-5">
          {tabs.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`message-tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls={`message-panel-${item.id}`}
              onClick={() => setTab(item.id)}
              className={clsx(
                "border-b-2 py-3 text-sm font-medium transition-colors",
                tab === item.id
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-500 hover:text-slate-800",
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2 py-2">
          {tab === "html" && message.html ? <DeviceToggle value={device} onChange={setDevice} /> : null}
          {tab === "raw" && message.raw ? <CopyButton value={message.raw} label={t("copySource")} /> : null}
          {toolbar}
        </div>
      </div>
      <div role="tabpanel" id={`message-panel-${tab}`} aria-labelledby={`message-tab-${tab}`} className="min-h-[28rem]">
        {tab === "html" ? (
          message.html ? (
            <HtmlPreviewFrame html={message.html} title={title} device={device} className="h-[36rem]" />
          ) : (
            <Blank>{t("noHtml")}</Blank>
          )
        ) : null}
        {tab === "text" ? (
          message.text ? (
            <pre className="max-h-[40rem] overflow-auto px-6 py-5 font-mono text-[13px] leading-6 whitespace-pre-wrap text-slate-800">
              {message.text}
            </pre>
          ) : (
            <Blank>{t("noText")}</Blank>
          )
        ) : null}
        {tab === "headers" ? <HeaderTable headers={message.headers} /> : null}
        {tab === "raw" ? (
          <pre
            data-testid="raw-source"
            className="max-h-[40rem] overflow-auto bg-slate-950 px-6 py-5 font-mono text-xs leading-5 whitespace-pre-wrap break-all text-slate-200"
          >
            {message.raw}
          </pre>
        ) : null}
      </div>
    </div>
  );
}

export function DeviceToggle({
  value,
  onChange,
}: {
  value: "desktop" | "mobile";
  onChange: (device: "desktop" | "mobile") => void;
}) {
  const t = useTranslations("emails.viewer");
  const options = [
    { id: "desktop" as const, label: t("desktop"), icon: Monitor },
    { id: "mobile" as const, label: t("mobile"), icon: Smartphone },
  ];
  return (
    <fieldset aria-label={t("previewWidth")} className="m-0 inline-flex min-w-0 rounded-lg border-0 bg-slate-100 p-0.5">
      {options.map(({ id, label, icon: Icon }) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          aria-label={t("devicePreview", { device: label })}
          title={t("devicePreview", { device: label })}
          onClick={() => onChange(id)}
          className={clsx(
            "inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors",
            value === id ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-800",
          )}
        >
          <Icon aria-hidden className="size-3.5" />
          <span className="hidden sm:inline">{label}</span>
        </button>
      ))}
    </fieldset>
  );
}

function Blank({ children }: { children: ReactNode }) {
  return <p className="px-6 py-16 text-center text-sm text-slate-500">{children}</p>;
}
