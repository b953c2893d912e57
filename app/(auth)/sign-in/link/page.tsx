import { LoginLinkSignIn } from "@/components/auth/login-link-sign-in";
import { pageTitle } from "@/app/page-title";
import { type SearchParams, signedOutVisit } from "../../signed-out-visit";

export const generateMetadata = pageTitle("auth.loginLink", "title");

/** Where the emailed sign-in link lands (docs/contract.md section 25). */
export default async function LoginLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const { params, callbackUrl } = await signedOutVisit(searchParams);
  const token = typeof params.token === "string" ? params.token : "";
  return <LoginLinkSignIn token={token} callbackUrl={callbackUrl} />;
}
