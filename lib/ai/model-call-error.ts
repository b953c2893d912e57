// Why a call to an AI model failed, as a fixed reason (docs/contract.md section 24: 422
// MODEL_TEST_FAILED's details.reason) and a sentence a marketer can act on.

export const MODEL_FAILURE_REASONS = [
  "auth_refused",
  "rate_limited",
  "timeout",
  "bad_answer",
  "unreachable",
  "http_error",
  "private_host",
  "not_configured",
] as const;

export type ModelFailureReason = (typeof MODEL_FAILURE_REASONS)[number];

export class ModelCallError extends Error {
  constructor(
    readonly reason: ModelFailureReason,
    message: string,
  ) {
    super(message);
    this.name = "ModelCallError";
  }
}
