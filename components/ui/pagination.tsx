"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export const PAGE_SIZES = [25, 50, 100] as const;

type PaginationProps = {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** Absent: no page-size picker. */
  onLimit?: (limit: number) => void;
  /** What the rows are, in the reader's language; contacts when absent. */
  noun?: string;
};

/** "26–50 of 112" with previous/next, under a table. */
export function Pagination({ page, limit, total, onPage, onLimit, noun }: PaginationProps) {
  const t = useTranslations("pagination");
  const format = useFormatter();
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav
      aria-label={t("label")}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-6 py-3 text-sm text-slate-600"
    >
      <p data-testid="pagination-range" className="tabular-nums">
        {t("range", {
          first: format.number(first),
          last: format.number(last),
          total: format.number(total),
          noun: noun ?? t("contacts"),
        })}
      </p>
      <div className="flex items-center gap-3">
        {onLimit ? (
          <label className="flex items-center gap-2 text-slate-500">
            {t("rowsPerPage")}
            <select
              value={limit}
              onChange={(event) => onLimit(Number(event.target.value))}
              className="h-8 rounded-md border-0 bg-white py-0 pr-7 pl-2 text-sm text-slate-800 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label={t("previous")}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPage(page + 1)}
            disabled={page >= lastPage}
            aria-label={t("next")}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </nav>
  );
}
