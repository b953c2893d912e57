import { describe, expect, it, vi } from "vitest";
import { refusedPort } from "../helpers/ports";
import { post, register } from "./auth-client";

// A port nothing accepts on: every send fails.
const closedPort = await refusedPort();
process.env.SYSTEM_SMTP_URL = `smtp://127.0.0.1:${closedPort}`;
const { POST: registerRoute } = await import("@/app/api/v1/auth/register/route");
const { POST: resetRoute } = await import("@/app/api/v1/auth/password-reset/route");
const { db } = await import("@/lib/db");

describe("password reset with the mail relay down", () => {
  it("still answers 200 {} for a real account (no enumeration, no 500) and logs the failure", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { input, session } = await register(registerRoute);
      const { status, body } = await post(resetRoute, "/auth/password-reset", { email: input.email });
      expect(status).toBe(200);
      expect(body).toEqual({});
      expect(await db.passwordResetToken.count({ where: { userId: session.user.id } })).toBe(1);
      await vi.waitFor(
        () =>
          expect(errors).toHaveBeenCalledWith(
            "Password reset email could not be sent",
            expect.objectContaining({ userId: session.user.id }),
          ),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
    } finally {
      errors.mockRestore();
    }
  });
});
