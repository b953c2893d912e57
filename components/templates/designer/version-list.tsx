"use client";

import clsx from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { TemplateVersionSummary } from "@/lib/queries/template-versions";

function authorOf(version: TemplateVersionSummary, apiKey: string) {
  const author = version.createdBy;
  if (!author) return apiKey;
  return [author.firstName, author.lastName].filter(Boolean).join(" ") || author.email;
}

/** The versions, newest first: number, subject, who and when, and which one is published. */
export function VersionList({
  versions,
  selected,
  onSelect,
}: {
  versions: TemplateVersionSummary[];
  selected: number | null;
  onSelect: (version: number) => void;
}) {
  const t = useTranslations("designer.versions");
  const format = useFormatter();
  const newest = versions[0]?.version;
  return (
    <ol className="flex flex-col gap-1" aria-label={t("listLabel")}>
      {versions.map((version) => (
        <li key={version.version}>
          <button
            type="button"
            onClick={() => onSelect(version.version)}
            aria-current={selected === version.version ? "true" : undefined}
            data-testid="version-row"
            className={clsx(
              "w-full rounded-lg px-3 py-2 text-left transition-colors",
              selected === version.version
                ? "bg-brand-50 ring-1 ring-brand-200 ring-inset"
                : "hover:bg-slate-50 focus-visible:bg-slate-50",
            )}
          >
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="text-sm font-semibold whitespace-nowrap text-slate-900">
                {t("versionNumber", { n: version.version })}
              </span>
              {version.version === newest ? <Badge tone="brand">{t("latest")}</Badge> : null}
              {version.published ? <Badge tone="success">{t("published")}</Badge> : null}
            </span>
            <span className="mt-0.5 block truncate text-xs text-slate-600">{version.subject}</span>
            <span className="mt-0.5 block text-xs text-slate-500">
              {t("byWhen", {
                who: authorOf(version, t("apiKey")),
                when: format.dateTime(new Date(version.createdAt), { dateStyle: "medium", timeStyle: "short" }),
              })}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
