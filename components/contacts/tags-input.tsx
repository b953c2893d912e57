"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import type { TagInput } from "@/lib/validation/contacts";

export const tagText = (tag: TagInput) => (tag.value ? `${tag.name}: ${tag.value}` : tag.name);

type TagsInputProps = {
  id?: string;
  tags: TagInput[];
  onChange: (tags: TagInput[]) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** Tag chips with a text box: Enter or comma adds what was typed, Backspace on empty removes the last. */
export function TagsInput({ id, tags, onChange, invalid, describedBy }: TagsInputProps) {
  const t = useTranslations("contacts.tagsInput");
  const [text, setText] = useState("");

  const add = () => {
    const name = text.trim().replace(/,+$/, "").trim();
    setText("");
    if (!name || tags.some((tag) => tag.name.toLowerCase() === name.toLowerCase())) return;
    onChange([...tags, { name, value: null }]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would submit the surrounding form; here it means "add this tag".
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div
      data-invalid={invalid || undefined}
      className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg bg-white px-2 py-1.5 shadow-sm ring-1 ring-slate-300 ring-inset focus-within:ring-2 focus-within:ring-brand-500 data-invalid:ring-red-400"
    >
      {tags.map((tag) => (
        <span
          key={tag.name}
          data-testid="tag-chip"
          className="inline-flex items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-1 pl-2 text-xs font-medium text-brand-800 ring-1 ring-brand-200/80 ring-inset"
        >
          {tagText(tag)}
          <button
            type="button"
            onClick={() => onChange(tags.filter((other) => other.name !== tag.name))}
            aria-label={t("remove", { name: tag.name })}
            className="inline-flex size-4 items-center justify-center rounded text-brand-500 hover:bg-brand-100 hover:text-brand-800"
          >
            <X aria-hidden className="size-3" />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        maxLength={100}
        placeholder={tags.length === 0 ? t("placeholderEmpty") : t("placeholder")}
        className="h-7 min-w-28 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
      />
    </div>
  );
}
