"use client";

import clsx from "clsx";
import { useEffect, useRef, type ComponentProps } from "react";

type CheckboxProps = Omit<ComponentProps<"input">, "type"> & {
  /** Some but not all of a group is selected ("select all" rows). */
  indeterminate?: boolean;
};

export function Checkbox({ indeterminate = false, className, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={clsx(
        "size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600 disabled:cursor-not-allowed disabled:opacity-40",
        className,
      )}
      {...props}
    />
  );
}
