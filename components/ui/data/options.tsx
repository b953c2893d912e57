import type { ReactNode } from "react";

// The <option>s of a <Select>, from the list the choice is made in.

/** One option per value, shown as `label(value)`: statuses, units, presets. */
export function Options<Value extends string | number>({
  values,
  label,
}: {
  values: readonly Value[];
  label: (value: Value) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** One option per record, its id the value and its name the text: lists, segments, templates. */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
