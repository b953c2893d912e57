import { describe, expect, it } from "vitest";
import { normalizePath } from "@/lib/api/rate-limit";

const cuid = "clx9k2m4p0000qz8h3b7d1f2e"; // Prisma cuid(): 25 lowercase alnum
const cuid2 = "tz4a98xxat96iws9zmbrgj3a"; // cuid2: 24 lowercase alnum
const uuid = "3f2b8c1e-9d4a-4f6b-8e2a-1c5d7b9e0a12";
const trackingToken = "eyJlIjoiY2x4OWsybTRwIn0_Q2x1c3Rlcl9zaWduYXR1cmUtMTIz";

describe("normalizePath", () => {
  it.each([
    // The examples the contract fixes.
    [`/analytics/campaign/${cuid}`, "/analytics/campaign"],
    [`/campaigns/${cuid}/emails`, "/campaigns/:id/emails"],
    ["/plans", "/plans"],
    ["/api/v1/lists/123", "/lists"],
    [`/t/o/${trackingToken}`, "/t/o"],
    // Prefixes: none, one, docs/interface.md's doubled one.
    ["/api/v1/plans", "/plans"],
    [`/api/v1/api/v1/analytics/campaign/${cuid}`, "/analytics/campaign"],
    ["/api/v1", "/"],
    ["/api/v1/", "/"],
    ["/", "/"],
    // Id shapes.
    [`/campaigns/${uuid}`, "/campaigns"],
    [`/campaigns/${uuid.toUpperCase()}/send`, "/campaigns/:id/send"],
    [`/templates/${cuid2}/render`, "/templates/:id/render"],
    [`/webhooks/${cuid}/deliveries/${cuid2}/retry`, "/webhooks/:id/deliveries/:id/retry"],
    [`/webhooks/${cuid}/deliveries/${cuid2}`, "/webhooks/:id/deliveries"],
    ["/teams/current/members/42", "/teams/current/members"],
    [`/t/c/${trackingToken}`, "/t/c"],
    ["/u/V1StGXR8_Z5jdHi6B-myT", "/u"],
    [`/public/lists/${cuid}/subscribe`, "/public/lists/:id/subscribe"],
    // Words are not ids.
    ["/analytics/team/overview", "/analytics/team/overview"],
    ["/auth/password-reset/confirm", "/auth/password-reset/confirm"],
    ["/openapi.json", "/openapi.json"],
    ["/api-keys", "/api-keys"],
    ["/subscriptions/cancel", "/subscriptions/cancel"],
    ["/some-really-long-route-name-here", "/some-really-long-route-name-here"],
    ["/v2", "/v2"],
    // Tidying: trailing and doubled slashes, query strings.
    ["/lists/", "/lists"],
    ["/api/v1//lists//123/", "/lists"],
    ["/analytics/campaign?campaignId=123", "/analytics/campaign"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
    // Again, once an id-free path's form is remembered.
    expect(normalizePath(input)).toBe(expected);
  });

  it("drops only one trailing id", () => {
    expect(normalizePath(`/lists/${cuid}/${cuid2}`)).toBe("/lists/:id");
  });
});
