"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { useMe } from "@/lib/queries/security";
import { TWO_FACTOR_SETUP_PATH } from "@/lib/security/page-headers";

/**
 * The team requires two-factor sign-in and this user has none (docs/contract.md section 18): every
 * dashboard page but the Security page sends them there. The layout redirects full page loads;
 * this covers navigation inside the app, and lets go as soon as setup is done.
 */
export function TwoFactorGate({ required }: { required: boolean }) {
  const pathname = usePathname();
  const router = useRouter();
  const me = useMe();
  const blocked = required && me.data?.twoFactorEnabled !== true;
  useEffect(() => {
    if (blocked && pathname !== TWO_FACTOR_SETUP_PATH) router.replace(`${TWO_FACTOR_SETUP_PATH}?required=2fa`);
  }, [blocked, pathname, router]);
  return null;
}
