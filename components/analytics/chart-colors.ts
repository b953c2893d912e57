// The app's palette (app/globals.css: indigo-violet brand over slate) as hex, since chart SVG
// attributes do not resolve CSS variables everywhere. Opens are brand, clicks emerald.

export const chartColors = {
  open: "#6f43e2", // brand-600
  openSoft: "#ced0ff", // brand-200
  click: "#10b981", // emerald-500
  clickSoft: "#a7f3d0", // emerald-200
  proxy: "#94a3b8", // slate-400
  bounce: "#f59e0b", // amber-500
  complaint: "#ef4444", // red-500
  industry: "#cbd5e1", // slate-300
  grid: "#e2e8f0", // slate-200
  axis: "#64748b", // slate-500
};

/** Series colours for categorical breakdowns, brand first, then distinct but calm hues. */
export const seriesPalette = ["#6f43e2", "#10b981", "#0ea5e9", "#f59e0b", "#ec4899", "#9689f8", "#14b8a6", "#64748b"];

/** Heat grid shades, from none to the busiest cell (brand-50 .. brand-700). */
export const heatShades = ["#f1f2fe", "#e5e7ff", "#ced0ff", "#b2b0fe", "#9689f8", "#7f63ee", "#6f43e2", "#6131c7"];

/** Shared axis and tooltip styling so every chart reads alike. */
export const axisProps = { stroke: chartColors.axis, fontSize: 12, tickLine: false, axisLine: false } as const;
export const tooltipStyle = {
  contentStyle: {
    borderRadius: 8,
    border: "1px solid #e2e8f0",
    boxShadow: "0 4px 12px -2px rgb(15 23 42 / 0.08)",
    fontSize: 12,
  },
  labelStyle: { color: "#0f172a", fontWeight: 600, marginBottom: 2 },
  cursor: { fill: "#f1f5f9" },
} as const;
