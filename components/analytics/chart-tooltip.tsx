import type { TooltipContentProps, TooltipValueType } from "recharts";

type NameType = string | number;

type Row = { name: string; value: string; color?: string };

/** A tooltip in the app's card style: a title and labelled figures with their series swatch. */
function TooltipCard({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-card-hover">
      <p className="font-semibold text-slate-900">{title}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {rows.map((row) => (
          <li key={row.name} className="flex items-center gap-2 text-slate-600">
            {row.color ? <span aria-hidden className="size-2 rounded-full" style={{ background: row.color }} /> : null}
            <span>{row.name}</span>
            <span className="ml-auto pl-3 font-medium text-slate-900 tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type ChartTooltipProps = Partial<TooltipContentProps<TooltipValueType, NameType>> & {
  format: (value: number, name: string) => string;
  titleOf?: (label: unknown) => string;
};

/**
 * Adapts Recharts' tooltip props to TooltipCard with a value formatter. Pass it as an element,
 * `content={<ChartTooltip format={...} />}`: Recharts clones it with the tooltip's props.
 */
export function ChartTooltip({ active, payload, label, format, titleOf = String }: ChartTooltipProps) {
  if (!active || !payload?.length) return null;
  return (
    <TooltipCard
      title={titleOf(label)}
      rows={payload.map((entry) => ({
        name: String(entry.name ?? ""),
        value: format(Number(entry.value ?? 0), String(entry.name ?? "")),
        color: entry.color,
      }))}
    />
  );
}

/** Legend entries in body text colour: light series colours (the industry grey) stay readable. */
export const legendProps = {
  itemSorter: null,
  iconType: "circle",
  iconSize: 8,
  wrapperStyle: { fontSize: 12, paddingTop: 8 },
  formatter: (value: unknown) => <span className="text-slate-600">{String(value)}</span>,
} as const;
