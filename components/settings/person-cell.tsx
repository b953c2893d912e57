import { initialsOf } from "@/components/layout/people";

/** A person in a settings table: initials, name and email. */
export function PersonCell({ name, email, badge }: { name: string | null; email: string; badge?: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-slate-100 to-slate-200 text-xs font-semibold text-slate-600 ring-1 ring-slate-200 ring-inset"
      >
        {initialsOf(name || email)}
      </span>
      <div className="min-w-0">
        <p className="flex items-center gap-2 truncate font-medium text-slate-900">
          <span className="truncate">{name || email}</span>
          {badge}
        </p>
        {name ? <p className="truncate text-[13px] text-slate-500">{email}</p> : null}
      </div>
    </div>
  );
}
