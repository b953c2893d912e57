"use client";

import clsx from "clsx";

type Chip<Value> = { value: Value; label: string };

/** How a row of chips looks: brand pills (statuses), or dark ones for a list's categories. */
const LOOKS = {
  brand: {
    group: "m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0",
    chip: "h-8 rounded-full px-3 text-sm font-medium ring-1 transition-colors ring-inset",
    pressed: "bg-brand-600 text-white ring-brand-600",
    idle: "bg-white text-slate-600 ring-slate-300 hover:bg-slate-50 hover:text-slate-900",
  },
  dark: {
    group: "-mx-1 flex min-w-0 flex-wrap gap-1.5 border-0 px-1 py-0",
    chip: "h-8 max-w-48 truncate rounded-full px-3.5 text-sm font-medium transition-colors",
    pressed: "bg-slate-900 text-white shadow-sm",
    idle: "bg-white text-slate-600 ring-1 ring-slate-200 ring-inset hover:bg-slate-50 hover:text-slate-900",
  },
};

/** A row of filter chips ("All" and one per status or category): the chosen one is pressed. */
export function FilterChips<Value>({
  label,
  chips,
  value,
  onChange,
  look = "brand",
}: {
  /** The group's accessible name. */
  label: string;
  chips: Chip<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  look?: keyof typeof LOOKS;
}) {
  const classes = LOOKS[look];
  return (
    <fieldset aria-label={label} className={classes.group}>
      {chips.map((chip) => {
        const pressed = chip.value === value;
        return (
          <button
            key={String(chip.value ?? "all")}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.value)}
            className={clsx(classes.chip, pressed ? classes.pressed : classes.idle)}
          >
            {chip.label}
          </button>
        );
      })}
    </fieldset>
  );
}
