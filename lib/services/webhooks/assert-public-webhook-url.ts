import { assertPublicTarget } from "@/lib/mail/private-targets";

/** docs/contract.md section 12: a URL whose host resolves to a private or loopback address is a 400 on `url`. */
export function assertPublicWebhookUrl(url: string): Promise<void> {
  // URL keeps IPv6 literals in brackets ([::1]); the check and its message take the bare address.
  return assertPublicTarget(new URL(url).hostname.replace(/^\[(.*)\]$/, "$1"), { field: "url" });
}
