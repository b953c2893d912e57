"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useCategories, useCreateCategory } from "@/lib/queries/categories";

const NEW_CATEGORY = "__new__";

type CategoryFieldProps = {
  value: string | null;
  onChange: (categoryId: string | null) => void;
  disabled?: boolean;
};

/** Pick a category, or create one on the spot without leaving the form. */
export function CategoryField({ value, onChange, disabled }: CategoryFieldProps) {
  const categories = useCategories();
  const create = useCreateCategory();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const trimmed = name.trim();
    if (trimmed.length < 2) return setError("Category name must be at least 2 characters.");
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
    <Field label="Category" hint={adding ? undefined : "Optional. Groups templates on the Templates page."} error={error}>
      {(control) =>
        adding ? (
          <div className="flex gap-2">
            <Input
              {...control}
              autoFocus
              value={name}
              placeholder="e.g. Newsletters"
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
              Cancel
            </Button>
            <Button onClick={() => void add()} pending={create.isPending}>
              Add
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
            <option value="">No category</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            <option value={NEW_CATEGORY}>+ New category…</option>
          </Select>
        )
      }
    </Field>
  );
}

