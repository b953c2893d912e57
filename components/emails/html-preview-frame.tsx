"use client";

import clsx from "clsx";
import { withoutOpenPixel } from "@/lib/tracking/tokens/without-open-pixel";

type HtmlPreviewFrameProps = {
  html: string;
  title: string;
  /** "mobile" narrows the frame to a phone's width. */
  device?: "desktop" | "mobile";
  className?: string;
};

/**
 * Email HTML in a sandboxed iframe: no scripts, no same-origin access, no forms or top navigation,
 * so whatever a message holds cannot act on the dashboard. Links open in a new tab, as in a mail client.
 */
export function HtmlPreviewFrame({ html: source, title, device = "desktop", className }: HtmlPreviewFrameProps) {
  // A sent email shown here must not record an open for its recipient.
  const html = withoutOpenPixel(source);
  const document = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{margin:0}</style></head><body>${html}</body></html>`;
  return (
    <div className={clsx("flex justify-center bg-slate-100 p-4 sm:p-6", className)}>
      <iframe
        title={title}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={looksLikeDocument(html) ? html : document}
        className={clsx(
          "h-full min-h-[24rem] bg-white shadow-sm ring-1 ring-slate-200 transition-[width] duration-200",
          device === "mobile" ? "w-[375px] max-w-full rounded-2xl" : "w-full rounded-lg",
        )}
      />
    </div>
  );
}

function looksLikeDocument(html: string) {
  return /^\s*(<!doctype|<html)/i.test(html);
}
