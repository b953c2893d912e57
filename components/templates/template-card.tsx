"use client";

import { Copy, EllipsisVertical, PenLine, Trash } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useTemplate, type TemplateListItem } from "@/lib/queries/templates";
import { EmailThumbnail } from "./email-frame";
import { LiquidText } from "./liquid-text";
import { Menu } from "./menu";

type TemplateCardProps = {
  template: TemplateListItem;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** One template in the grid: a live picture of the email, its name, subject and category. */
export function TemplateCard({ template, onDuplicate, onDelete }: TemplateCardProps) {
  const t = useTranslations("templates.card");
  const format = useFormatter();
  const href = `/templates/${template.id}`;
  const router = useRouter();
  return (
    <article
      data-testid="template-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-card-hover"
    >
      <Link href={href} className="block" aria-label={t("edit", { name: template.name })} tabIndex={-1}>
        <div className="relative aspect-[4/3] overflow-hidden border-b border-slate-100 bg-slate-100/60 px-6 pt-5">
          <div className="h-full overflow-hidden rounded-t-md shadow-sm ring-1 ring-slate-900/5">
            <CardPreview template={template} />
          </div>
          <div className="absolute inset-0 flex items-center justify-center bg-slate-900/0 opacity-0 transition group-hover:bg-slate-900/25 group-hover:opacity-100">
            <span className="inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-md">
              <PenLine aria-hidden className="size-4" />
              {t("openDesigner")}
            </span>
          </div>
        </div>
      </Link>
      <div className="flex items-start gap-2 px-4 pt-3 pb-4">
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-sm font-semibold text-slate-900">
            <Link
              href={href}
              className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
            >
              {template.name}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-slate-500" title={template.subject}>
            {template.subject ? (
              <LiquidText text={template.subject} />
            ) : (
              <span className="italic">{t("noSubject")}</span>
            )}
          </p>
          <div className="mt-3 flex items-center gap-2 text-xs text-slate-500">
            {template.kind === "layout" ? <Badge tone="neutral">{t("layout")}</Badge> : null}
            {template.category ? (
              <Badge tone="brand" className="max-w-[60%] truncate">
                {template.category.name}
              </Badge>
            ) : null}
            <span
              className="truncate"
              title={format.dateTime(new Date(template.updatedAt), { dateStyle: "medium", timeStyle: "short" })}
            >
              {t("edited", { when: format.relativeTime(new Date(template.updatedAt)) })}
            </span>
          </div>
        </div>
        {/* Above the stretched link, so the menu opens instead of the designer. */}
        <div className="relative z-10 -mr-1.5">
          <Menu
            label={t("actions", { name: template.name })}
            triggerClassName="inline-flex size-8 items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700"
            trigger={() => <EllipsisVertical aria-hidden className="size-4" />}
            items={[
              { label: t("editInDesigner"), icon: <PenLine aria-hidden />, onSelect: () => router.push(href) },
              { label: t("duplicate"), icon: <Copy aria-hidden />, onSelect: onDuplicate },
              { label: t("delete"), icon: <Trash aria-hidden />, onSelect: onDelete, danger: true },
            ]}
          />
        </div>
      </div>
    </article>
  );
}

/** The list leaves the HTML out to stay small, so each card asks for its template's HTML. */
function CardPreview({ template }: { template: TemplateListItem }) {
  const t = useTranslations("templates.card");
  const detail = useTemplate(template.id);
  const html = detail.data?.html;
  if (detail.isPending) return <div className="h-full animate-pulse bg-white" />;
  if (!html) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-1 bg-white text-center text-xs text-slate-400">
        <span className="font-medium text-slate-500">{t("emptyCanvas")}</span>
        {t("emptyCanvasHint")}
      </div>
    );
  }
  return <EmailThumbnail html={html} title={t("preview", { name: template.name })} className="h-full" />;
}
