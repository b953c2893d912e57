import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "./button";

type ErrorStateProps = {
  title?: string;
  error: unknown;
  onRetry?: () => void;
};

/** A failed load inside a card or table: what happened and a way to try again. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const t = useTranslations("common");
  const message = error instanceof Error ? error.message : t("requestFailed");
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-12 text-center">
      <p className="text-sm font-semibold text-slate-900">{title ?? t("somethingWrong")}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
          <RefreshCw aria-hidden />
          {t("retry")}
        </Button>
      ) : null}
    </div>
  );
}
