import { assertModelBaseUrl } from "@/lib/ai/model-hosts";

/**
 * Refuses (400 on `baseUrl`) a base URL whose host resolves to a private or loopback address,
 * unless MODEL_ALLOWED_HOSTS lists it (docs/contract.md section 24) or ALLOW_PRIVATE_TARGETS is on.
 */
export async function assertPublicModelUrl(baseUrl: string): Promise<void> {
  await assertModelBaseUrl(baseUrl);
}
