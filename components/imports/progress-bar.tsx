import clsx from "clsx";

type ProgressBarProps = {
  /** 0..1; null while the total is not known yet (a pulsing bar). */
  value: number | null;
  label: string;
  tone?: "brand" | "success" | "danger";
  size?: "sm" | "md";
  className?: string;
};

const tones = { brand: "bg-brand-600", success: "bg-emerald-500", danger: "bg-red-500" };

export function ProgressBar({ value, label, tone = "brand", size = "md", className }: ProgressBarProps) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className={clsx(
        "relative w-full overflow-hidden rounded-full bg-slate-200/80",
        size === "sm" ? "h-1.5" : "h-2.5",
        className,
      )}
    >
      {percent === null ? (
        <div className={clsx("h-full w-full animate-pulse rounded-full opacity-40", tones[tone])} />
      ) : (
        <div
          className={clsx("h-full rounded-full transition-[width] duration-500 ease-out", tones[tone])}
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );
}
