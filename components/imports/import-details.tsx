"use client";

import { ArrowLeft, Upload } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { useImport } from "@/lib/queries/imports";
import { ImportRun } from "./import-run";

/** One import of the history: its live progress or its result, skipped rows included. */
export function ImportDetails({ importId }: { importId: string }) {
  const t = useTranslations("imports");
  const run = useImport(importId);
  const listId = run.data?.listId;
  return (
    <div className="flex flex-col gap-4">
      <Link
        href="/contacts/imports"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("detailPage.allImports")}
      </Link>
      <ImportRun
        importId={importId}
        anotherAction={
          <ButtonLink
            href={listId ? `/contacts/imports/new?listId=${encodeURIComponent(listId)}` : "/contacts/imports/new"}
          >
            <Upload aria-hidden />
            {t("importAnother")}
          </ButtonLink>
        }
      />
    </div>
  );
}
