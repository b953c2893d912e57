import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import type { SmtpProblem } from "./smtp-stage";

/** A failed verify or test send: the step, the usual fix, and the server's own words. */
export function SmtpProblemAlert({ problem, className }: { problem: SmtpProblem; className?: string }) {
  const t = useTranslations("settings");
  return (
    <Alert tone="error" title={problem.title} className={className}>
      {problem.hint ? <p>{problem.hint}</p> : null}
      <p className="mt-1 text-[13px] break-words text-red-700/80">
        <span className="font-medium">{t("problemDetails")}</span> {problem.reason}
      </p>
    </Alert>
  );
}
