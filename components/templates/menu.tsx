"use client";

import clsx from "clsx";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

type MenuItem = {
  label: ReactNode;
  /** What the item does, under its label (the variables menu shows the Liquid it inserts). */
  detail?: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  danger?: boolean;
};

type MenuProps = {
  /** The trigger's content and accessible name. */
  trigger: (props: { open: boolean }) => ReactNode;
  label: string;
  items: MenuItem[];
  align?: "start" | "end";
  triggerClassName?: string;
  heading?: ReactNode;
};

/**
 * A small dropdown menu. The trigger keeps focus from leaving where it was on mouse down, so a
 * menu next to a text field or the designer's canvas can insert at the caret that was there.
 */
export function Menu({ trigger, label, items, align = "end", triggerClassName, heading }: MenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen((value) => !value)}
        className={triggerClassName}
      >
        {trigger({ open })}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={clsx(
            "absolute top-full z-50 mt-1.5 min-w-48 animate-fade-in overflow-hidden rounded-xl bg-white p-1 shadow-lg ring-1 shadow-slate-900/10 ring-slate-200",
            align === "end" ? "right-0" : "left-0",
          )}
        >
          {heading ? <div className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">{heading}</div> : null}
          {items.map((item, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the caller whose labels may be elements; position is the identity
              key={index}
              type="button"
              role="menuitem"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
              className={clsx(
                "flex w-full items-start gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm transition-colors [&_svg]:size-4 [&_svg]:shrink-0",
                item.danger ? "text-red-600 hover:bg-red-50" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              {item.icon ? <span className="mt-0.5">{item.icon}</span> : null}
              <span className="min-w-0">
                <span className="block font-medium">{item.label}</span>
                {item.detail ? (
                  <span className="mt-0.5 block font-mono text-xs text-slate-500">{item.detail}</span>
                ) : null}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
