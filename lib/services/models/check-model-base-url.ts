import { assertPublicTarget } from "@/lib/mail/private-targets";

/** Refuses (400 on `baseUrl`) a base URL whose host resolves to a private or loopback address. */
export async function assertPublicModelUrl(baseUrl: string): Promise<void> {
  await assertPublicTarget(new URL(baseUrl).hostname.replace(/^\[(.*)\]$/, "$1"), { field: "baseUrl" });
}
