import { describe, expect, it } from "vitest";
import { groupFor, type RateLimitGroup } from "@/lib/api/rate-limit";

const cuid = "clx9k2m4p0000qz8h3b7d1f2e";

const cases: Array<[string, string, RateLimitGroup]> = [
  ["POST", "/auth/login", "login"],
  ["POST", "/api/v1/auth/login", "login"],
  ["POST", "/api/v1/api/v1/auth/login", "login"],
  ["post", "/auth/login", "login"],
  ["POST", "/auth/login/", "login"],
  ["GET", "/auth/login", "default"],
  ["POST", "/auth/register", "register"],
  ["POST", "/api/v1/auth/register", "register"],
  ["POST", "/auth/password-reset", "passwordReset"],
  ["POST", "/auth/password-reset/confirm", "passwordReset"],
  ["POST", "/api/v1/auth/password-reset/confirm", "passwordReset"],
  ["POST", "/auth/refresh", "refresh"],
  ["GET", "/auth/users", "default"],
  ["GET", "/analytics/campaign", "analytics"],
  ["GET", `/analytics/campaign/${cuid}`, "analytics"],
  ["GET", "/api/v1/analytics/team/overview", "analytics"],
  ["GET", "/api/v1/api/v1/analytics/heatmap", "analytics"],
  ["POST", "/analytics/audience", "analytics"],
  ["GET", "/analytics", "analytics"],
  ["GET", "/analyticsx", "default"],
  ["POST", "/email", "email"],
  ["POST", "/emails", "email"],
  ["POST", "/api/v1/emails", "email"],
  ["GET", "/emails", "default"],
  ["GET", `/emails/${cuid}`, "default"],
  ["POST", "/files", "upload"],
  ["POST", "/imports", "upload"],
  ["POST", "/api/v1/imports", "upload"],
  ["GET", "/files", "default"],
  ["GET", `/imports/${cuid}`, "default"],
  ["POST", "/t", "tracking"],
  ["POST", "/api/v1/api/v1/t", "tracking"],
  ["GET", "/t/o/some-signed-token-value-0123456789", "tracking"],
  ["GET", "/api/v1/t/c/abc", "tracking"],
  ["GET", "/templates", "default"],
  ["POST", "/campaigns", "default"],
  ["GET", "/plans", "default"],
  ["GET", "/tags", "default"],
];

describe("groupFor", () => {
  it.each(cases)("%s %s -> %s", (method, path, group) => {
    expect(groupFor(method, path)).toBe(group);
  });
});
