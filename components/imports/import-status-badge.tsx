import { LoaderCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ImportStatus } from "@/lib/queries/imports";
import { STATUS_LABELS } from "./import-format";

const TONES = { PENDING: "neutral", PROCESSING: "brand", COMPLETED: "success", FAILED: "danger" } as const;

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return (
    <Badge tone={TONES[status]} data-testid="import-status">
      {status === "PROCESSING" || status === "PENDING" ? <LoaderCircle aria-hidden className="size-3 animate-spin" /> : null}
      {STATUS_LABELS[status]}
    </Badge>
  );
}
