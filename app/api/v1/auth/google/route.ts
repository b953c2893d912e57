import { withApi, methodsNotAllowed } from "@/lib/api";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { signInWithGoogle } from "@/lib/services/auth/sign-in-with-google";
import { signInWithGoogleOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ request, body, ip }) => signInWithGoogle({ idToken: body.id_token }, sessionMetaOf(request, ip)),
  signInWithGoogleOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
