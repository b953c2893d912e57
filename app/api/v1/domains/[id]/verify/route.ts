import { withApi } from "@/lib/api/with-api";
import { verifyDomain } from "@/lib/services/domains/verify-domain";
import { idParams } from "@/lib/validation/common";
import { DomainSchema } from "@/lib/validation/domains";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => verifyDomain({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/domains/{id}/verify",
  summary: "Verify a sending domain",
  description:
    "Looks every record up in DNS (at most 5 s per lookup, through `DNS_SERVERS` when set) and answers the domain with each " +
    "record's `status` and, when FAILED, its `reason` (missing, another value, NXDOMAIN, timeout, SERVFAIL): DNS trouble never " +
    "fails the request. The domain is VERIFIED when its ownership and DKIM records both match; a verified domain whose records stop " +
    "matching is FAILED. During a key rotation, the new key takes over once its record matches. Fires `domain.verified` / `domain.failed`.",
  tags: ["Domains"],
  permission: "domains:write",
  params: idParams,
  successStatus: 200,
  response: DomainSchema,
  errors: [404],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
