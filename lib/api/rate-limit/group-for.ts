import { stripApiPrefix } from "./normalize-path";
import type { RateLimitGroup } from "./types";

const POST_ROUTES: Readonly<Record<string, RateLimitGroup>> = {
  "/auth/login": "login",
  "/auth/register": "register",
  "/auth/password-reset": "passwordReset",
  "/auth/password-reset/confirm": "passwordReset",
  "/auth/refresh": "refresh",
  "/email": "email",
  "/emails": "email",
  "/files": "upload",
  "/imports": "upload",
};

function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

/** Which docs/interface.md section 8 group a request counts against. */
export function groupFor(method: string, pathname: string): RateLimitGroup {
  const path = stripApiPrefix(pathname);
  if (isUnder(path, "/analytics")) return "analytics";
  if (isUnder(path, "/t")) return "tracking";
  if (method.toUpperCase() === "POST") return POST_ROUTES[path] ?? "default";
  return "default";
}
