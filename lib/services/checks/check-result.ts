// One check of a pre-send check (docs/contract.md section 22) and the rule that the whole answer's
// status is its worst check's.

export type CheckStatus = "pass" | "warn" | "fail";

type CheckId =
  | "spam_score"
  | "links"
  | "variables"
  | "size"
  | "plain_text"
  | "images"
  | "authentication"
  | "unsubscribe";

export type CheckResult = { id: CheckId; status: CheckStatus; message: string; details?: Record<string, unknown> };

const RANK: Record<CheckStatus, number> = { pass: 0, warn: 1, fail: 2 };

export function worstStatus(checks: CheckResult[]): CheckStatus {
  return checks.reduce<CheckStatus>(
    (worst, check) => (RANK[check.status] > RANK[worst] ? check.status : worst),
    "pass",
  );
}
