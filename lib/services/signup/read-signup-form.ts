import { ApiError } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/read-body";

/** A signup form is a few short fields; anything bigger is not one. */
const SIGNUP_BODY_LIMIT = 16 * 1024;

export type SignupForm = { fields: Record<string, unknown>; isFormPost: boolean };

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

async function readFormText(request: Request): Promise<string> {
  if (Number(request.headers.get("content-length") ?? "0") > SIGNUP_BODY_LIMIT)
    throw ApiError.payloadTooLarge(SIGNUP_BODY_LIMIT);
  const text = await request.text();
  if (Buffer.byteLength(text) > SIGNUP_BODY_LIMIT) throw ApiError.payloadTooLarge(SIGNUP_BODY_LIMIT);
  return text;
}

/**
 * The fields of a signup: an HTML form post (application/x-www-form-urlencoded, answered with a
 * page or a redirect) or JSON (answered with JSON). Anything else is a 400.
 */
export async function readSignupForm(request: Request): Promise<SignupForm> {
  const contentType = (request.headers.get("content-type") ?? "").trim();
  if (FORM_TYPE.test(contentType)) {
    const fields = Object.fromEntries(new URLSearchParams(await readFormText(request)));
    return { fields, isFormPost: true };
  }
  const body = await readJsonBody(request, SIGNUP_BODY_LIMIT);
  if (body === undefined) throw ApiError.validation("Request body is required", { email: "is required" });
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw ApiError.validation("Invalid body", { body: "must be a JSON object" });
  return { fields: body as Record<string, unknown>, isFormPost: false };
}
