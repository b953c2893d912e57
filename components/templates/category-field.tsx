"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useCategories, useCreateCategory } from "@/lib/queries/categories";
import { NamedOptions } from "@/components/ui/data/options";

const NEW_CATEGORY = "__new__";

type CategoryFieldProps = {
  value: string | null;
  onChange: (categoryId: string | null) => void;
  disabled?: boolean;
};

/** Pick a category, or create one on the spot without leaving the form. */
export function CategoryField({ value, onChange, disabled }: CategoryFieldProps) {
  const t = useTranslations("templates.categoryField");
  const categories = useCategories();
  const create = useCreateCategory();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const trimmed = name.trim();
    if (trimmed.length < 2) return setError(t("tooShort"));
    setError(null);
    try {
      const category = await create.mutateAsync({ name: trimmed });
      onChange(category.id);
      setAdding(false);
      setName("");
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  return (
    <Field label={t("label")} hint={adding ? undefined : t("hint")} error={error}>
      {(control) =>
        adding ? (
          <div className="flex gap-2">
            <Input
              {...control}
              autoFocus
              value={name}
              placeholder={t("placeholder")}
              maxLength={100}
              disabled={create.isPending}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the category rather than submitting the surrounding form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  void add();
                }
                if (event.key === "Escape") {
                  event.preventDefault();
                  setAdding(false);
                }
              }}
            />
            <Button variant="secondary" onClick={() => setAdding(false)} disabled={create.isPending}>
              {t("cancel")}
            </Button>
            <Button onClick={() => void add()} pending={create.isPending}>
              {t("add")}
            </Button>
          </div>
        ) : (
          <Select
            {...control}
            value={value ?? ""}
            disabled={disabled || categories.isPending}
            onChange={(event) => {
              if (event.target.value === NEW_CATEGORY) {
                setAdding(true);
                return;
              }
              onChange(event.target.value || null);
            }}
          >
            <option value="">{t("none")}</option>
            <NamedOptions items={categories.data ?? []} />
            <option value={NEW_CATEGORY}>{t("new")}</option>
          </Select>
        )
      }
    </Field>
  );
}
