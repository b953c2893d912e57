"use client";

import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/queries/api-client";
import { useTestAiModel } from "@/lib/queries/models";
import { MODEL_FAILURE_REASONS } from "@/lib/validation/ai";

/** "Test" on the model form: asks the saved model one short question and shows the latency and its answer. */
export function ModelTestButton({ modelId, dirty }: { modelId: string; dirty: boolean }) {
  const t = useTranslations("models.test");
  const test = useTestAiModel();
  const error = test.error;
  const reason =
    error instanceof ApiRequestError && typeof error.details?.reason === "string" ? error.details.reason : null;
  return (
    <div className="flex flex-col gap-2" data-testid="model-test">
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => test.mutate(modelId)}
          pending={test.isPending}
          disabled={test.isPending}
        >
          <FlaskConical aria-hidden className="size-4" />
          {t("button")}
        </Button>
        <span className="text-xs text-slate-500">{dirty ? t("savedHint") : t("hint")}</span>
      </div>
      {test.data ? (
        <Alert tone="success" title={t("passed", { ms: test.data.latencyMs })}>
          <span className="italic">“{test.data.sample}”</span>
        </Alert>
      ) : null}
      {error ? (
        <Alert
          tone="error"
          title={
            reason && (MODEL_FAILURE_REASONS as readonly string[]).includes(reason)
              ? t(`reasons.${reason}`)
              : t("failed")
          }
        >
          {error.message}
        </Alert>
      ) : null}
    </div>
  );
}
