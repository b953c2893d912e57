import { withApi, methodsNotAllowed } from "@/lib/api";
import { sessionMetaOf, signInWithGoogle } from "@/lib/services/auth";
import { signInWithGoogleOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ request, body, ip }) => signInWithGoogle({ idToken: body.id_token }, sessionMetaOf(request, ip)),
  signInWithGoogleOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
