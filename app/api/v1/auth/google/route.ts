import { withApi } from "@/lib/api/with-api";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { signInWithGoogle } from "@/lib/services/auth/sign-in-with-google";
import { AuthSessionSchema } from "@/lib/validation/auth";
import { GoogleSignInBodySchema } from "@/lib/validation/google";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ request, body, ip }) => signInWithGoogle({ idToken: body.id_token }, sessionMetaOf(request, ip)),
  {
    method: "POST",
    path: "/auth/google",
    summary: "Sign in with Google",
    description:
      "Exchanges a Google ID token for the user, their team and a token pair. The token's signature (Google's key set), " +
      "issuer, audience (`GOOGLE_CLIENT_ID`), expiry and `email_verified` are checked; anything else answers 401 " +
      '"Invalid or expired token". The first sign-in creates the user and a team on the Free plan; an existing ' +
      "account with the same address is linked. 422 when the server has no `GOOGLE_CLIENT_ID`; 503 when Google's keys " +
      "cannot be fetched. Rate limited like /auth/login (5 per minute per IP).",
    tags: ["Authentication"],
    auth: "public",
    rateGroup: "login",
    successStatus: 200,
    body: GoogleSignInBodySchema,
    response: AuthSessionSchema,
    errors: [401, 409, 422, 503],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
