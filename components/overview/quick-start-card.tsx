import { ArrowRight, type LucideIcon } from "lucide-react";
import Link from "next/link";

type QuickStartCardProps = {
  /** "Step 1", in the reader's language. */
  step: string;
  href: string;
  icon: LucideIcon;
  title: string;
  description: string;
  cta: string;
};

export function QuickStartCard({ step, href, icon: Icon, title, description, cta }: QuickStartCardProps) {
  return (
    <li className="flex">
      <Link
        href={href}
        className="group flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-card transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-card-hover"
      >
        <div className="flex items-start justify-between">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors ring-inset group-hover:bg-brand-600 group-hover:text-white group-hover:ring-brand-600">
            <Icon aria-hidden className="size-5" strokeWidth={1.9} />
          </span>
          <span className="text-xs font-medium text-slate-500 tabular-nums">{step}</span>
        </div>
        <h3 className="mt-4 text-[15px] font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 flex-1 text-sm leading-6 text-slate-600">{description}</p>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-600">
          {cta}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </Link>
    </li>
  );
}
