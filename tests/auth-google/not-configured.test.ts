import { describe, expect, it } from "vitest";
import { post, unprocessable } from "../auth/auth-client";

// Without GOOGLE_CLIENT_ID there is no audience to check tokens against: Google sign-in is off.
delete process.env.GOOGLE_CLIENT_ID;
const { POST: googleRoute } = await import("@/app/api/v1/auth/google/route");

describe("POST /auth/google without GOOGLE_CLIENT_ID", () => {
  it("answers 422 'Google sign-in is not configured'", async () => {
    const { status, body } = await post(googleRoute, "/auth/google", { id_token: "eyJhbGciOiJSUzI1NiJ9.e30.c2ln" });
    expect({ status, body }).toEqual({
      status: 422,
      body: unprocessable("Google sign-in is not configured"),
    });
  });
});
