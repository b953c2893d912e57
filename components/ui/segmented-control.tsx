"use client";

import clsx from "clsx";
import type { LucideIcon } from "lucide-react";

type SegmentedOption<T extends string> = { id: T; label: string; icon: LucideIcon };

type SegmentedControlProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  /** Fill the width, the options sharing it evenly (a form's mode switch); inline when absent. */
  fill?: boolean;
  /** Show only the icons below the xl breakpoint (a crowded toolbar); the label stays the name. */
  compact?: boolean;
};

/** A choice of a few options shown side by side, one of them pressed: a radiogroup of buttons. */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  fill,
  compact,
}: SegmentedControlProps<T>) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={clsx(
        "rounded-lg bg-slate-100",
        fill ? "grid auto-cols-fr grid-flow-col gap-1 p-1" : "inline-flex p-0.5",
      )}
    >
      {options.map(({ id, label: text, icon: Icon }) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
        <button
          key={id}
          type="button"
          role="radio"
          aria-checked={value === id}
          aria-label={compact ? text : undefined}
          title={compact ? text : undefined}
          onClick={() => onChange(id)}
          className={clsx(
            "inline-flex items-center gap-1.5 rounded-md text-sm font-medium transition-colors",
            fill ? "h-9 justify-center gap-2" : "h-8 px-2.5",
            value === id ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-800",
          )}
        >
          <Icon aria-hidden className="size-4" />
          {compact ? <span className="hidden xl:inline">{text}</span> : text}
        </button>
      ))}
    </div>
  );
}
