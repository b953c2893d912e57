"use client";

import { redirect, usePathname, useSearchParams } from "next/navigation";

/**
 * Sends a signed-out visitor to the sign-in page with the address they asked for as callbackUrl.
 * A client component because only here is the current URL known to a layout; redirect() during
 * server rendering still answers with an HTTP redirect, before any page content is sent.
 */
export function RedirectToSignIn(): null {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const target = `${pathname}${query ? `?${query}` : ""}`;
  redirect(target === "/" ? "/sign-in" : `/sign-in?callbackUrl=${encodeURIComponent(target)}`);
}
