"use client";

import clsx from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import type { ContactCounts } from "@/lib/validation/lists";
import { CONTACT_STATUSES, statusLook, useStatusText } from "./contact-status";

type ListStatTilesProps = {
  counts: ContactCounts;
  /** The tile shown pressed: the status the table is filtered by, "total" for none, null while the table is hidden. */
  active: ContactStatus | "total" | null;
  onSelect: (status: ContactStatus | null) => void;
};

/** The list's contacts by status; a tile filters the table to that status. */
export function ListStatTiles({ counts, active, onSelect }: ListStatTilesProps) {
  const t = useTranslations("contacts");
  const format = useFormatter();
  const text = useStatusText();
  const share = (value: number) =>
    value === 0 ? null : format.number(value / counts.total, { style: "percent", maximumFractionDigits: 0 });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="list-stats">
      <Tile
        label={t("statTotal")}
        value={counts.total}
        pressed={active === "total"}
        onClick={() => onSelect(null)}
        dot="bg-brand-500"
      />
      {CONTACT_STATUSES.map((status) => (
        <Tile
          key={status}
          label={text.label(status)}
          value={counts[status]}
          share={share(counts[status])}
          dot={statusLook[status].dot}
          title={text.help(status)}
          pressed={active === status}
          onClick={() => onSelect(active === status ? null : status)}
        />
      ))}
    </div>
  );
}

function Tile({
  label,
  value,
  share,
  dot,
  title,
  pressed,
  onClick,
}: {
  label: string;
  value: number;
  share?: string | null;
  dot: string;
  title?: string;
  pressed: boolean;
  onClick: () => void;
}) {
  const format = useFormatter();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={title}
      onClick={onClick}
      className={clsx(
        "flex flex-col items-start rounded-xl border bg-white px-4 py-3 text-left shadow-card transition-colors",
        pressed ? "border-brand-300 ring-1 ring-brand-300" : "border-slate-200 hover:border-slate-300",
      )}
    >
      <span className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <span aria-hidden className={clsx("size-2 rounded-full", dot)} />
        {label}
      </span>
      <span className="mt-1 flex items-baseline gap-1.5">
        <span className="text-xl font-semibold text-slate-900 tabular-nums">{format.number(value)}</span>
        {share ? <span className="text-xs text-slate-500 tabular-nums">{share}</span> : null}
      </span>
    </button>
  );
}
