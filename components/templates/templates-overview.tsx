"use client";

import clsx from "clsx";
import { BookOpen, LayoutTemplate, Plus, Search, Tags } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { useConfirmedDelete } from "./use-confirmed-delete";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { ListError, NoMatchState } from "@/components/ui/list-states";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useCategories } from "@/lib/queries/categories";
import { useDeleteTemplate, useDuplicateTemplate, useTemplates, type TemplateListItem } from "@/lib/queries/templates";
import { ManageCategoriesDialog } from "./manage-categories-dialog";
import { NewTemplateDialog } from "./new-template-dialog";
import { TemplateCard } from "./template-card";
import { FilterChips } from "@/components/ui/data/filter-chips";

const PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 250;

/** The Templates page: the grid, its filters, and the dialogs that create and manage templates. */
export function TemplatesOverview() {
  const t = useTranslations("templates");
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [categoryId, setCategoryId] = useState<string | undefined>();
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const templates = useTemplates({ q: q || undefined, categoryId, page, limit: PAGE_SIZE });
  const filtered = Boolean(q || categoryId);
  const firstRun = templates.data?.pagination.total === 0 && !filtered;

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t("new")}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <Button variant="secondary" onClick={() => setManaging(true)}>
              <Tags aria-hidden />
              {t("categories")}
            </Button>
            {newButton}
          </>
        }
      />
      {firstRun ? (
        <EmptyState
          icon={LayoutTemplate}
          title={t("emptyTitle")}
          description={t("emptyDescription")}
          action={
            <>
              {newButton}
              <ButtonLink href="/docs" variant="secondary">
                <BookOpen aria-hidden />
                {t("api")}
              </ButtonLink>
            </>
          }
          hint={t("emptyHint")}
        />
      ) : (
        <>
          <Filters
            search={search}
            onSearch={setSearch}
            categoryId={categoryId}
            onCategory={(id) => {
              setCategoryId(id);
              setPage(1);
            }}
          />
          {templates.isPending ? (
            <GridSkeleton />
          ) : templates.isError ? (
            <ListError title={t("loadError")} query={templates} />
          ) : templates.data.data.length === 0 ? (
            <NoMatchState
              title={t("noMatch")}
              description={t("noMatchDescription")}
              clearLabel={t("clearFilters")}
              onClear={() => {
                setSearch("");
                setCategoryId(undefined);
              }}
            />
          ) : (
            <TemplateGrid
              templates={templates.data.data}
              page={page}
              total={templates.data.pagination.total}
              onPage={setPage}
              stale={templates.isPlaceholderData}
            />
          )}
        </>
      )}
      <NewTemplateDialog open={creating} onClose={() => setCreating(false)} />
      <ManageCategoriesDialog open={managing} onClose={() => setManaging(false)} />
    </div>
  );
}

type FiltersProps = {
  search: string;
  onSearch: (value: string) => void;
  categoryId?: string;
  onCategory: (id?: string) => void;
};

function Filters({ search, onSearch, categoryId, onCategory }: FiltersProps) {
  const t = useTranslations("templates");
  const categories = useCategories();
  const chips = [
    { value: undefined, label: t("allTemplates") },
    ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <FilterChips label={t("categoryFilter")} chips={chips} value={categoryId} onChange={onCategory} look="dark" />
      <div className="relative w-full lg:w-72">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t("search")}
          aria-label={t("search")}
          className="pl-9"
        />
      </div>
    </div>
  );
}

type TemplateGridProps = {
  templates: TemplateListItem[];
  page: number;
  total: number;
  onPage: (page: number) => void;
  stale: boolean;
};

function TemplateGrid({ templates, page, total, onPage, stale }: TemplateGridProps) {
  const t = useTranslations("templates");
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const deletion = useConfirmedDelete<TemplateListItem>(remove, "templates");
  const toast = useToast();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const onDuplicate = async (template: TemplateListItem) => {
    try {
      const copy = await duplicate.mutateAsync(template.id);
      toast.success(t("duplicated"), t("duplicatedDetail", { name: copy.name }));
    } catch (error) {
      toast.error(t("duplicateError"), errorMessageOf(error));
    }
  };

  return (
    <>
      <ul
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
        role="list"
        aria-busy={stale}
        className={clsx("grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3", stale && "opacity-60")}
      >
        {templates.map((template) => (
          <li key={template.id}>
            <TemplateCard
              template={template}
              onDuplicate={() => void onDuplicate(template)}
              onDelete={() => deletion.ask(template)}
            />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="flex items-center justify-between text-sm text-slate-600">
          <span>{t("pageOf", { page, pages, total })}</span>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t("previous")}
            </Button>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              {t("next")}
            </Button>
          </div>
        </nav>
      ) : null}
      {deletion.dialog}
    </>
  );
}

function GridSkeleton() {
  const t = useTranslations("templates");
  return (
    <div role="status" aria-label={t("loading")} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
        <div key={index} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="flex flex-col gap-2 px-4 pt-3 pb-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3.5 w-5/6" />
            <Skeleton className="mt-2 h-5 w-24 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
