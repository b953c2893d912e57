import clsx from "clsx";
import { useTranslations } from "next-intl";
import { initialsOf } from "./people";

/** The current team, shown in the header. */
export function TeamBadge({ name }: { name: string | null }) {
  const t = useTranslations("shell");
  const label = name ?? t("noTeam");
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden
        className={clsx(
          // On phones the header already carries the logo mark; one square is enough there.
          "hidden size-8 shrink-0 items-center justify-center rounded-lg text-xs font-semibold sm:flex",
          name
            ? "bg-gradient-to-br from-amber-100 to-orange-200 text-orange-800 ring-1 ring-orange-300/50 ring-inset"
            : "bg-slate-100 text-slate-400 ring-1 ring-slate-200 ring-inset",
        )}
      >
        {name ? initialsOf(name) : "–"}
      </span>
      <div className="min-w-0 leading-tight">
        <p className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">{t("team")}</p>
        <p data-testid="team-name" className="truncate text-sm font-semibold text-slate-900">
          {label}
        </p>
      </div>
    </div>
  );
}
