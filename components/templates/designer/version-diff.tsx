"use client";

import clsx from "clsx";
import { diffLines } from "diff";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { TemplateVersion } from "@/lib/queries/template-versions";

type Line = { kind: "added" | "removed" | "same"; text: string };
type Row = Line | { kind: "skipped"; count: number };

/** Lines around a change kept on screen; longer unchanged runs fold into one row. */
const CONTEXT = 2;

/** One tag per line, so a change shows as the element it touches rather than one long line. */
function sourceLines(html: string) {
  return `${html.replace(/>\s*</g, ">\n<").trim()}\n`;
}

function linesOf(from: string, to: string): Line[] {
  return diffLines(sourceLines(from), sourceLines(to)).flatMap((part) =>
    part.value
      .replace(/\n$/, "")
      .split("\n")
      .map((text) => ({ kind: part.added ? "added" : part.removed ? "removed" : "same", text }) as Line),
  );
}

function folded(lines: Line[]): Row[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((line) => line.kind !== "same"),
  );
  const rows: Row[] = [];
  for (const [index, line] of lines.entries()) {
    const last = rows[rows.length - 1];
    if (near[index]) rows.push(line);
    else if (last?.kind === "skipped") last.count += 1;
    else rows.push({ kind: "skipped", count: 1 });
  }
  return rows;
}

const marks = { added: "+", removed: "−", same: " " } as const;

/** The text changes from one version to another: the subject, then the HTML source line by line. */
export function VersionDiff({ from, to }: { from: TemplateVersion; to: TemplateVersion }) {
  const t = useTranslations("designer.versions");
  const rows = useMemo(() => folded(linesOf(from.html, to.html)), [from.html, to.html]);
  const changed = rows.some((row) => row.kind === "added" || row.kind === "removed");
  return (
    <div className="flex flex-col gap-3" data-testid="version-diff">
      <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200 ring-inset">
        <span className="mr-2 text-slate-500">{t("subject")}</span>
        {from.subject === to.subject ? (
          <span className="text-slate-700">{to.subject}</span>
        ) : (
          <>
            <del className="mr-2 rounded bg-red-50 px-1 text-red-800">{from.subject}</del>
            <ins className="rounded bg-emerald-50 px-1 text-emerald-800 no-underline">{to.subject}</ins>
          </>
        )}
      </div>
      {changed ? (
        <pre className="max-h-[50vh] overflow-auto rounded-lg bg-white py-2 font-mono text-xs leading-5 ring-1 ring-slate-200">
          {rows.map((row, index) =>
            row.kind === "skipped" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of one computed diff, in a fixed order
              <div key={index} className="bg-slate-50 px-3 text-slate-400 italic">
                {t("unchangedLines", { count: row.count })}
              </div>
            ) : (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of one computed diff, in a fixed order
                key={index}
                className={clsx(
                  "px-3 whitespace-pre-wrap break-all",
                  row.kind === "added" && "bg-emerald-50 text-emerald-900",
                  row.kind === "removed" && "bg-red-50 text-red-900",
                  row.kind === "same" && "text-slate-600",
                )}
              >
                <span aria-hidden className="mr-2 inline-block w-3 select-none text-slate-400">
                  {marks[row.kind]}
                </span>
                {row.kind === "added" ? (
                  <span className="sr-only">{t("addedLine")} </span>
                ) : row.kind === "removed" ? (
                  <span className="sr-only">{t("removedLine")} </span>
                ) : null}
                {row.text}
              </div>
            ),
          )}
        </pre>
      ) : (
        <p className="text-sm text-slate-500">{t("sameHtml")}</p>
      )}
    </div>
  );
}
