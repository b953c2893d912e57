"use client";

import { Check, Pencil, Plus, Tags, Trash, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useConfirmedDelete } from "./use-confirmed-delete";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
  type Category,
} from "@/lib/queries/categories";
import { Skeletons } from "@/components/ui/data/skeletons";

/** List, create, rename and delete the team's template categories. */
export function ManageCategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("templates.categoriesDialog");
  return (
    <Dialog open={open} onClose={onClose} title={t("title")} description={t("description")}>
      {open ? <CategoryManager /> : null}
    </Dialog>
  );
}

function CategoryManager() {
  const t = useTranslations("templates.categoriesDialog");
  const categories = useCategories();
  const create = useCreateCategory();
  const remove = useDeleteCategory();
  const deletion = useConfirmedDelete<Category>(remove, "templates.categoriesDialog");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim().length < 2) return setError(t("tooShort"));
    setError(null);
    try {
      await create.mutateAsync({ name: name.trim() });
      setName("");
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onCreate} noValidate className="flex flex-col gap-1.5" aria-label={t("newForm")}>
        <div className="flex gap-2">
          <Input
            aria-label={t("newName")}
            placeholder={t("newName")}
            value={name}
            maxLength={100}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" pending={create.isPending}>
            <Plus aria-hidden />
            {t("add")}
          </Button>
        </div>
        {error ? <p className="text-[13px] text-red-600">{error}</p> : null}
      </form>
      {categories.isPending ? (
        <div role="status" aria-label={t("loading")} className="flex flex-col gap-2">
          <Skeletons count={3} className="h-11 rounded-lg" />
        </div>
      ) : categories.isError ? (
        <ErrorState title={t("loadError")} error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center">
          <Tags aria-hidden className="size-6 text-slate-400" strokeWidth={1.5} />
          <p className="mt-2 text-sm font-medium text-slate-800">{t("emptyTitle")}</p>
          <p className="mt-1 text-sm text-slate-500">{t("emptyDescription")}</p>
        </div>
      ) : (
        <ul
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
          role="list"
          className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
        >
          {categories.data.map((category) => (
            <CategoryRow key={category.id} category={category} onDelete={() => deletion.ask(category)} />
          ))}
        </ul>
      )}
      {deletion.dialog}
    </div>
  );
}

function CategoryRow({ category, onDelete }: { category: Category; onDelete: () => void }) {
  const t = useTranslations("templates.categoriesDialog");
  const update = useUpdateCategory();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (name.trim().length < 2) return setError(t("tooShort"));
    try {
      await update.mutateAsync({ id: category.id, changes: { name: name.trim() } });
      setEditing(false);
      setError(null);
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  if (editing) {
    return (
      <li className="flex flex-col gap-1 px-3 py-2">
        <div className="flex items-center gap-2">
          <Input
            aria-label={t("renameTo", { name: category.name })}
            value={name}
            autoFocus
            maxLength={100}
            className="h-9"
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") void save();
              if (event.key === "Escape") {
                event.preventDefault();
                setEditing(false);
              }
            }}
          />
          <Button size="sm" onClick={() => void save()} pending={update.isPending} aria-label={t("saveName")}>
            <Check aria-hidden />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)} aria-label={t("cancelRename")}>
            <X aria-hidden />
          </Button>
        </div>
        {error ? <p className="text-[13px] text-red-600">{error}</p> : null}
      </li>
    );
  }

  return (
    <li className="flex items-center gap-2 px-3 py-2" data-testid="category-row">
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">{category.name}</span>
      <span className="shrink-0 text-xs text-slate-500 tabular-nums">
        {t("count", { count: category.templateCount })}
      </span>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setEditing(true)}
        aria-label={t("rename", { name: category.name })}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={onDelete}
        aria-label={t("delete", { name: category.name })}
        className="hover:text-red-600"
      >
        <Trash aria-hidden />
      </Button>
    </li>
  );
}
