import type { MODEL_FAILURE_REASONS } from "@/lib/validation/ai";

// Why a call to an AI model failed, as a fixed reason (docs/contract.md section 24: 422
// MODEL_TEST_FAILED's details.reason) and a sentence a marketer can act on.

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
