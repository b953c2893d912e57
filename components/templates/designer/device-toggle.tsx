"use client";

import { Monitor, Smartphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { SegmentedControl } from "@/components/ui/segmented-control";

export type DeviceId = "desktop" | "mobile";

const options = [
  { id: "desktop", icon: Monitor },
  { id: "mobile", icon: Smartphone },
] as const;

/** Desktop / mobile switch, for the canvas and the preview alike. */
export function DeviceToggle({ value, onChange }: { value: DeviceId; onChange: (device: DeviceId) => void }) {
  const t = useTranslations("designer.device");
  const labelled = options.map((option) => ({ ...option, label: t(option.id) }));
  return <SegmentedControl label={t("label")} value={value} options={labelled} onChange={onChange} compact />;
}
