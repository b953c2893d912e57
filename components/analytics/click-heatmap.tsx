"use client";

import clsx from "clsx";
import { MousePointerClick } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { HeatmapClick, HeatmapData } from "@/lib/queries/analytics";
import { ChartCard } from "./chart-card";
import { useFormatter, useTranslations } from "next-intl";
import { withoutOpenPixel } from "@/lib/tracking/tokens/without-open-pixel";

// The email as sent, in a frame, with a badge on each link saying how often it was clicked.
// The frame is sandboxed without scripts; same-origin only lets the dashboard measure the layout
// (document height, link boxes). It takes no pointer events, so looking never clicks a tracked link.

/** Where a link sits in the frame: its centre (for the glow) and its top-right corner (for the badge). */
type LinkBox = { centerX: number; centerY: number; right: number; top: number };
type Placed = HeatmapClick & LinkBox;

const FRAME_WIDTH = 640;

export function ClickHeatmap({ heatmap, loading }: { heatmap: HeatmapData | undefined; loading: boolean }) {
  const t = useTranslations("analytics.heatmap");
  const format = useFormatter();
  const formatCount = (value: number) => format.number(value);
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [anchors, setAnchors] = useState<LinkBox[]>([]);
  const clicks = useMemo(() => heatmap?.clicks ?? [], [heatmap]);
  const html = heatmap?.html ? withoutOpenPixel(heatmap.html) : null;
  const total = heatmap?.totalClicks ?? clicks.reduce((sum, click) => sum + click.count, 0);
  const max = Math.max(1, ...clicks.map((click) => click.count));

  // Measure after load: the document's height sizes the frame; each tracked link's box places its
  // badge exactly. When the frame cannot be read, the API's x/y fractions place it instead.
  const measure = useCallback(() => {
    const document = frame.current?.contentDocument;
    if (!document?.body) return;
    // The root element's own box is the content's height (scrollHeight is at least the frame's).
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    setSize({ width: document.documentElement.clientWidth || FRAME_WIDTH, height });
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) =>
      /\/t\/c\//.test(link.href),
    );
    setAnchors(
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { centerX: box.left + box.width / 2, centerY: box.top + box.height / 2, right: box.right, top: box.top };
      }),
    );
  }, []);

  // A narrower window reflows the email: place the badges again.
  useEffect(() => {
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const placed: Placed[] = size
    ? clicks.map((click) => {
        const anchor = anchors[click.index];
        if (anchor) return { ...click, ...anchor };
        const centerX = click.x * size.width;
        const centerY = click.y * size.height;
        return { ...click, centerX, centerY, right: centerX, top: centerY };
      })
    : [];

  return (
    <ChartCard
      title={t("title")}
      description={t("description")}
      testId="click-heatmap"
      loading={loading}
      empty={!html}
      emptyIcon={MousePointerClick}
      emptyTitle={t("emptyTitle")}
      emptyHint={t("emptyHint")}
      height={360}
      actions={
        total > 0 ? (
          <p className="shrink-0 text-sm text-slate-500">
            {t.rich("total", {
              count: total,
              strong: (chunks) => <span className="font-semibold text-slate-900 tabular-nums">{chunks}</span>,
            })}
          </p>
        ) : null
      }
    >
      {html ? (
        <div className="max-h-[44rem] overflow-auto rounded-lg bg-slate-100 p-4">
          <div className="relative mx-auto" style={{ width: FRAME_WIDTH, maxWidth: "100%" }}>
            <iframe
              ref={frame}
              title={t("frameTitle")}
              sandbox="allow-same-origin"
              referrerPolicy="no-referrer"
              srcDoc={`<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0}</style></head><body>${html}</body></html>`}
              onLoad={measure}
              tabIndex={-1}
              className="pointer-events-none block w-full rounded-md bg-white shadow-sm ring-1 ring-slate-200"
              style={{ height: size?.height ?? 480 }}
            />
            <ol aria-label={t("perLink")} className="absolute inset-0">
              {placed.map((click) => {
                // Unclicked links keep a muted "0" badge: knowing what nobody clicked matters too.
                const glow = click.count ? 28 + 52 * (click.count / max) : 0;
                return (
                  <li
                    key={`${click.index}-${click.element}`}
                    data-testid="heatmap-badge"
                    title={t("badgeTitle", { url: click.url, count: click.count })}
                  >
                    <span
                      aria-hidden
                      className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 rounded-full bg-red-500/25 blur-md"
                      style={{ left: click.centerX, top: click.centerY, width: glow, height: glow }}
                    />
                    {/* On the link's top-right corner, so the link's own text stays readable. */}
                    <span
                      className={clsx(
                        "absolute inline-flex -translate-x-1/2 -translate-y-2/3 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap shadow-md ring-2 ring-white",
                        click.count ? "bg-slate-900/90 text-white" : "bg-slate-200 text-slate-600",
                      )}
                      style={{ left: click.right, top: click.top }}
                    >
                      {formatCount(click.count)}
                      {click.count && total ? (
                        <span className="font-normal text-slate-300">
                          {format.number(click.count / total, { style: "percent", maximumFractionDigits: 0 })}
                        </span>
                      ) : null}
                      <span className="sr-only">{` ${t("clicksOn", { url: click.url })}`}</span>
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      ) : null}
      {html && total === 0 ? <p className="mt-3 text-center text-sm text-slate-500">{t("noClicks")}</p> : null}
    </ChartCard>
  );
}
