import Link from "next/link";
import { redirect } from "next/navigation";
import { authLinkClasses } from "@/components/auth/auth-card";
import { safeCallbackUrl, withCallbackUrl } from "@/components/auth/safe-callback-url";
import { getDashboardSession } from "@/lib/services/auth/next-auth";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The start of a sign-in page: its query and the address to go on to afterwards (only one of this
 * site's own, safe-callback-url.ts). A visitor who is signed in already goes there at once.
 */
export async function signedOutVisit(searchParams: SearchParams) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getDashboardSession()) redirect(callbackUrl);
  return { params, callbackUrl };
}

/** The card's footer that leads to the other page (sign-in <-> sign-up), keeping the address to go on to. */
export function OtherWayIn({
  text,
  href,
  label,
  callbackUrl,
}: {
  text: string;
  href: string;
  label: string;
  callbackUrl: string;
}) {
  return (
    <>
      {text}{" "}
      <Link href={withCallbackUrl(href, callbackUrl)} className={authLinkClasses}>
        {label}
      </Link>
    </>
  );
}
