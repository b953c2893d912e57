import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { SmtpProblem } from "./smtp-stage";

/**
 * The Verify button of a connection list (SMTP servers, inbound mailboxes): which row is being
 * checked, and per row the problem of its last failed check, which ProblemRow shows under it until
 * the next check.
 */
export function useConnectionCheck<Config extends { id: string }>(
  verify: Pick<UseMutationResult<unknown, Error, string>, "mutateAsync">,
  outcome: { verified: (config: Config) => void; problemOf: (error: unknown) => SmtpProblem },
) {
  const [problems, setProblems] = useState<Record<string, SmtpProblem | undefined>>({});
  const [verifying, setVerifying] = useState<string | null>(null);

  const check = async (config: Config) => {
    setVerifying(config.id);
    setProblems((current) => ({ ...current, [config.id]: undefined }));
    try {
      await verify.mutateAsync(config.id);
      outcome.verified(config);
    } catch (error) {
      setProblems((current) => ({ ...current, [config.id]: outcome.problemOf(error) }));
    } finally {
      setVerifying(null);
    }
  };

  return { problems, verifying, check };
}
