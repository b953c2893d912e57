"use client";

import { PanelsTopLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { type Template, useTemplates, useUpdateTemplate } from "@/lib/queries/templates";
import { NamedOptions } from "@/components/ui/data/options";

/**
 * The layout a template is sent inside (docs/contract.md section 23), changed at once (it is not part
 * of the design, and makes no version); the preview then shows the template inside it. On a layout
 * itself, a badge saying what it is.
 */
export function LayoutField({ template }: { template: Template }) {
  const t = useTranslations("designer.layout");
  const toast = useToast();
  const id = useId();
  const update = useUpdateTemplate();
  const layouts = useTemplates({ kind: "layout", limit: 100 });

  if (template.kind === "layout")
    return (
      <span className="flex shrink-0 items-center gap-2 text-xs text-slate-500" data-testid="layout-badge">
        <Badge tone="brand">
          <PanelsTopLeft aria-hidden className="size-3.5" />
          {t("isLayout")}
        </Badge>
        <span className="hidden lg:inline">{t("isLayoutHint")}</span>
      </span>
    );

  const choose = async (layoutId: string | null) => {
    try {
      await update.mutateAsync({ id: template.id, changes: { layoutId } });
      toast.success(layoutId ? t("chosen") : t("removed"));
    } catch (error) {
      toast.error(t("error"), errorMessageOf(error));
    }
  };

  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-500">
        {t("label")}
      </label>
      <select
        id={id}
        value={template.layoutId ?? ""}
        disabled={update.isPending || layouts.isPending}
        onChange={(event) => void choose(event.target.value || null)}
        title={t("hint")}
        className="h-8 max-w-48 rounded-md border-0 bg-white px-2 text-sm text-slate-900 ring-1 ring-slate-200 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:opacity-60"
      >
        <option value="">{t("none")}</option>
        <NamedOptions items={layouts.data?.data ?? []} />
      </select>
    </div>
  );
}
