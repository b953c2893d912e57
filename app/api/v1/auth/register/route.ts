import { withApi } from "@/lib/api/with-api";
import { registerUser } from "@/lib/services/auth/register-user";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { AuthSessionSchema, RegisterBodySchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ request, body, ip }) => registerUser(body, sessionMetaOf(request, ip)), {
  method: "POST",
  path: "/auth/register",
  summary: "Sign up",
  description:
    "Creates an account and a new team on the Free plan, with the new user as its ADMIN, and signs in. Emails are case-insensitive. Rate limited to 3 requests per hour per IP.",
  tags: ["Authentication"],
  auth: "public",
  body: RegisterBodySchema,
  response: AuthSessionSchema,
  responseDescription: "The new user and team, with an access token (24 h) and a refresh token (7 days)",
  errors: [409],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
