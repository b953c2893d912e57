import { SmtpProblemAlert } from "./smtp-problem-alert";
import type { SmtpProblem } from "./smtp-stage";

/** The full-width row under a connection config's row that explains why its check failed. */
export function ProblemRow({ problem, colSpan }: { problem: SmtpProblem | undefined; colSpan: number }) {
  if (!problem) return null;
  return (
    <tr>
      <td colSpan={colSpan} className="px-6 pb-4">
        <SmtpProblemAlert problem={problem} />
      </td>
    </tr>
  );
}
