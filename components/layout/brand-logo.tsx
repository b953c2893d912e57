import clsx from "clsx";
import { Send } from "lucide-react";
import Link from "next/link";

export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      aria-label="Sendwell home"
      className={clsx("flex items-center gap-2.5 rounded-md", className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm shadow-brand-900/20 ring-1 ring-brand-700/20 ring-inset">
        <Send aria-hidden className="size-4 -translate-x-px translate-y-px" strokeWidth={2.25} />
      </span>
      <span className="text-[17px] font-semibold tracking-tight text-slate-900">Sendwell</span>
    </Link>
  );
}
