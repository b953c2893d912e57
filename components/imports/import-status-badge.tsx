import { LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ImportStatus } from "@/lib/queries/imports";

const TONES = { PENDING: "neutral", PROCESSING: "brand", COMPLETED: "success", FAILED: "danger" } as const;

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const t = useTranslations("imports.status");
  return (
    <Badge tone={TONES[status]} data-testid="import-status">
      {status === "PROCESSING" || status === "PENDING" ? (
        <LoaderCircle aria-hidden className="size-3 animate-spin" />
      ) : null}
      {t(status)}
    </Badge>
  );
}
