import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { ContactStatus } from "@/lib/generated/prisma/enums";

// Display order: the mailable first, then the ways people leave.
export const CONTACT_STATUSES: ContactStatus[] = ["ACTIVE", "PENDING", "UNSUBSCRIBED", "BOUNCED", "COMPLAINED"];

type StatusLook = { badge: string; dot: string; bar: string };

/** A status's name and explanation in the reader's language (`contacts.status` in the messages). */
export function useStatusText() {
  const t = useTranslations("contacts.status");
  return {
    label: (status: ContactStatus) => t(`${status}.label`),
    help: (status: ContactStatus) => t(`${status}.help`),
  };
}

// One colour per status, shared by badges, the counts bar and the stat tiles.
export const statusLook: Record<ContactStatus, StatusLook> = {
  ACTIVE: {
    badge: "bg-emerald-50 text-emerald-700 ring-emerald-200",
    dot: "bg-emerald-500",
    bar: "bg-emerald-500",
  },
  PENDING: {
    badge: "bg-sky-50 text-sky-700 ring-sky-200",
    dot: "bg-sky-500",
    bar: "bg-sky-400",
  },
  UNSUBSCRIBED: {
    badge: "bg-slate-100 text-slate-700 ring-slate-200",
    dot: "bg-slate-400",
    bar: "bg-slate-300",
  },
  BOUNCED: {
    badge: "bg-amber-50 text-amber-800 ring-amber-200",
    dot: "bg-amber-500",
    bar: "bg-amber-400",
  },
  COMPLAINED: {
    badge: "bg-red-50 text-red-700 ring-red-200",
    dot: "bg-red-500",
    bar: "bg-red-500",
  },
};

export function isContactStatus(value: string | null | undefined): value is ContactStatus {
  return value != null && (CONTACT_STATUSES as string[]).includes(value);
}

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const look = statusLook[status];
  const text = useStatusText();
  return (
    <span
      title={text.help(status)}
      data-status={status}
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        look.badge,
      )}
    >
      <span aria-hidden className={clsx("size-1.5 rounded-full", look.dot)} />
      {text.label(status)}
    </span>
  );
}
