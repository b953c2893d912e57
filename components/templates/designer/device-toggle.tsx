"use client";

import clsx from "clsx";
import { Monitor, Smartphone } from "lucide-react";
import { useTranslations } from "next-intl";

export type DeviceId = "desktop" | "mobile";

const options = [
  { id: "desktop", icon: Monitor },
  { id: "mobile", icon: Smartphone },
] as const;

/** Desktop / mobile switch, for the canvas and the preview alike. */
export function DeviceToggle({ value, onChange }: { value: DeviceId; onChange: (device: DeviceId) => void }) {
  const t = useTranslations("designer.device");
  return (
    <div role="radiogroup" aria-label={t("label")} className="inline-flex rounded-lg bg-slate-100 p-0.5">
      {options.map(({ id, icon: Icon }) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
        <button
          key={id}
          type="button"
          role="radio"
          aria-checked={value === id}
          aria-label={t(id)}
          title={t(id)}
          onClick={() => onChange(id)}
          className={clsx(
            "inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium transition",
            value === id ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-800",
          )}
        >
          <Icon aria-hidden className="size-4" />
          <span className="hidden xl:inline">{t(id)}</span>
        </button>
      ))}
    </div>
  );
}
