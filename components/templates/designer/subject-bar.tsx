"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useRef } from "react";
import { VariablesMenu } from "./designer-toolbar";
import { insertAtCaret } from "./variables";

/** RFC 5322 caps a header line at 998 characters; the API refuses longer subjects. */
const SUBJECT_MAX = 998;

/** The subject line under the toolbar, with the same variables menu as the canvas. */
export function SubjectBar({
  value,
  onChange,
  aside,
}: {
  value: string;
  onChange: (subject: string) => void;
  /** The layout field (layout-field.tsx), at the right end. */
  aside?: ReactNode;
}) {
  const t = useTranslations("designer.subject");
  const input = useRef<HTMLInputElement>(null);

  const insert = (liquid: string) => {
    const next = insertAtCaret(input.current, value, liquid);
    onChange(next.value);
    // Put the caret after the inserted text once React has written the new value.
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div className="flex h-12 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
      <label htmlFor="template-subject" className="w-14 shrink-0 text-sm font-medium text-slate-500">
        {t("label")}
      </label>
      <input
        ref={input}
        id="template-subject"
        value={value}
        maxLength={SUBJECT_MAX}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("placeholder")}
        className="h-9 min-w-0 flex-1 rounded-md border-0 bg-transparent px-2 text-sm text-slate-900 ring-1 ring-transparent ring-inset placeholder:text-slate-400 hover:ring-slate-200 focus:ring-2 focus:ring-brand-500 focus:outline-none"
      />
      <span className="hidden text-xs text-slate-500 tabular-nums sm:block">
        {value.length}/{SUBJECT_MAX}
      </span>
      <VariablesMenu label={t("variables")} onInsert={insert} compact />
      {aside}
    </div>
  );
}
