import { useTranslations } from "next-intl";

/** Mail headers as a two-column list, long values wrapped rather than cut. */
export function HeaderTable({ headers, label }: { headers: { name: string; value: string }[]; label?: string }) {
  const t = useTranslations("emails.viewer");
  if (headers.length === 0) return <p className="px-6 py-8 text-center text-sm text-slate-500">{t("noHeaders")}</p>;
  return (
    <dl aria-label={label ?? t("headersLabel")} className="divide-y divide-slate-100 font-mono text-xs">
      {headers.map((header, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: header names repeat (Received...) and a message's headers never reorder
        <div key={`${header.name}-${index}`} className="grid gap-1 px-6 py-2.5 sm:grid-cols-[13rem_1fr] sm:gap-4">
          <dt className="font-semibold break-words text-slate-700">{header.name}</dt>
          <dd className="break-all text-slate-600">{header.value}</dd>
        </div>
      ))}
    </dl>
  );
}
