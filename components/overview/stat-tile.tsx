type StatTileProps = {
  label: string;
  /** Null until there is data; shown as a muted dash. */
  value: string | null;
  caption: string;
};

export function StatTile({ label, value, caption }: StatTileProps) {
  return (
    <div className="bg-white px-5 py-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
        {value ?? <span className="text-slate-300">–</span>}
      </dd>
      <dd className="mt-0.5 text-xs text-slate-400">{caption}</dd>
    </div>
  );
}
