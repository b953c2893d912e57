import clsx from "clsx";
import { Send } from "lucide-react";
import Link from "next/link";

type BrandLogoProps = {
  className?: string;
  /** Hide the wordmark on narrow screens, keeping only the mark. */
  compact?: boolean;
};

export function BrandLogo({ className, compact = false }: BrandLogoProps) {
  return (
    <Link
      href="/"
      aria-label="Sendwell home"
      className={clsx("flex items-center gap-2.5 rounded-md", className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm shadow-brand-900/20 ring-1 ring-brand-700/20 ring-inset">
        <Send aria-hidden className="size-4 -translate-x-px translate-y-px" strokeWidth={2.25} />
      </span>
      <span
        className={clsx(
          "text-[17px] font-semibold tracking-tight text-slate-900",
          compact && "hidden sm:inline",
        )}
      >
        Sendwell
      </span>
    </Link>
  );
}
