import type { ParsedMail } from "mailparser";
import { describe, expect, it, vi } from "vitest";
import { startSystemSmtpPeer } from "../helpers/system-smtp-peer";
import { errorEnvelope, post, register, uniqueEmail } from "./auth-client";

// A real SMTP peer receives the system mail. SYSTEM_SMTP_URL must be set before lib/env.ts loads,
// so app modules are imported only after the peer listens.
const smtp = await startSystemSmtpPeer();
const { mailTo, mailsTo } = smtp;

const { POST: registerRoute } = await import("@/app/api/v1/auth/register/route");
const { POST: loginRoute } = await import("@/app/api/v1/auth/login/route");
const { POST: refreshRoute } = await import("@/app/api/v1/auth/refresh/route");
const { POST: resetRoute } = await import("@/app/api/v1/auth/password-reset/route");
const { POST: confirmRoute } = await import("@/app/api/v1/auth/password-reset/confirm/route");
const { db } = await import("@/lib/db");
const { hashPasswordResetToken } = await import("@/lib/services/auth/password-reset-token");

function tokenFrom(mail: ParsedMail): string {
  const match = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

const INVALID_RESET_TOKEN = errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid password reset token", {
  token: "is invalid or has expired",
});

describe("password reset", () => {
  it("mails a one-hour single-use link that sets a new password and signs the user out everywhere", async () => {
    const { input, session } = await register(registerRoute, { firstName: "Ada <b>" });
    const otherSignIn = await post(loginRoute, "/auth/login", { email: input.email, password: input.password });
    expect(otherSignIn.status).toBe(200);

    const requested = await post(resetRoute, "/auth/password-reset", { email: input.email.toUpperCase() });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({});

    const mail = await mailTo(input.email);
    expect(mail.subject).toBe("Reset your Sendwell password");
    expect(mail.from?.value[0]?.address).toBe("no-reply@sendwell.local");
    const token = tokenFrom(mail);
    expect(mail.text).toContain("expires in 1 hour");
    expect(mail.html).toContain(`href="http://localhost:3000/reset-password?token=${token}"`);
    expect(mail.html).toContain("expires in 1 hour");
    // The first name is the user's own input: escaped, never markup.
    expect(mail.html).toContain("Hi Ada &lt;b&gt;,");
    expect(mail.html).not.toContain("<b>");

    // Only the hash is stored, valid for one hour.
    const stored = await db.passwordResetToken.findFirstOrThrow({ where: { userId: session.user.id } });
    expect(stored.tokenHash).toBe(hashPasswordResetToken(token));
    expect(Math.abs(stored.expiresAt.getTime() - Date.now() - 60 * 60 * 1000)).toBeLessThan(60_000);

    const newPassword = "a-brand-new-passphrase";
    const confirmed = await post(confirmRoute, "/auth/password-reset/confirm", { token, password: newPassword });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({});

    const again = await post(confirmRoute, "/auth/password-reset/confirm", {
      token,
      password: "yet-another-passphrase",
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_RESET_TOKEN);

    for (const refreshToken of [session.refresh_token, otherSignIn.body.refresh_token]) {
      const refreshed = await post(refreshRoute, "/auth/refresh", { refresh_token: refreshToken });
      expect(refreshed.status).toBe(401);
      expect(refreshed.body.message).toBe("Invalid or expired token");
    }

    expect((await post(loginRoute, "/auth/login", { email: input.email, password: input.password })).status).toBe(401);
    const signedIn = await post(loginRoute, "/auth/login", { email: input.email, password: newPassword });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(session.user.id);
    // The link reached the mailbox: the address now counts as verified.
    expect(signedIn.body.user.emailVerifiedAt).toEqual(expect.any(String));
  });

  it("writes to a German profile in German, with the team's branding (docs/contract.md section 21)", async () => {
    const { input, session } = await register(registerRoute, { firstName: "Grete" });
    await db.user.update({ where: { id: session.user.id }, data: { locale: "de" } });
    const branding = await db.branding.create({
      data: { dashboardName: "Acme Post", logoUrl: "https://cdn.acme.test/logo.png", primaryColor: "#0f766e" },
    });
    await db.teamSettings.upsert({
      where: { teamId: session.team.id },
      create: { teamId: session.team.id, brandingSettingsId: branding.id },
      update: { brandingSettingsId: branding.id },
    });
    expect((await post(resetRoute, "/auth/password-reset", { email: input.email })).status).toBe(200);

    const mail = await mailTo(input.email);
    expect(mail.subject).toBe("Setzen Sie Ihr Acme Post-Passwort zurück");
    expect(mail.text).toContain("Hallo Grete,");
    expect(mail.text).toContain("Der Link funktioniert einmal und läuft in 1 Stunde ab.");
    expect(mail.text).toContain(`http://localhost:3000/reset-password?token=${tokenFrom(mail)}`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('<img src="https://cdn.acme.test/logo.png" alt="Acme Post"');
    expect(mail.html).toContain("background:#0f766e");
    expect(mail.html).toContain("Neues Passwort wählen");
  });

  it("answers {} for an unknown email and sends nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const { status, body } = await post(resetRoute, "/auth/password-reset", { email: unknown });
    expect(status).toBe(200);
    expect(body).toEqual({});

    // A mail to a real account sent after it arrives; by then a mail for the unknown address,
    // started first, would have arrived too.
    const { input } = await register(registerRoute);
    const known = await post(resetRoute, "/auth/password-reset", { email: input.email });
    expect(known.status).toBe(status);
    expect(known.body).toEqual(body);
    await mailTo(input.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(mailsTo(input.email)).toHaveLength(1);
  });

  it("refuses an expired token, and a new password shorter than 8 characters", async () => {
    const { input, session } = await register(registerRoute);
    await post(resetRoute, "/auth/password-reset", { email: input.email });
    const token = tokenFrom(await mailTo(input.email));

    const short = await post(confirmRoute, "/auth/password-reset/confirm", { token, password: "short" });
    expect(short.status).toBe(400);
    expect(short.body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        password: "must be at least 8 characters",
      }),
    );

    await db.passwordResetToken.updateMany({
      where: { userId: session.user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await post(confirmRoute, "/auth/password-reset/confirm", {
      token,
      password: "long-enough-password",
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(INVALID_RESET_TOKEN);
    // The refused attempt changed nothing.
    expect((await post(loginRoute, "/auth/login", { email: input.email, password: input.password })).status).toBe(200);
  });

  it("spends every outstanding link of the user once one is used", async () => {
    const { input } = await register(registerRoute);
    await post(resetRoute, "/auth/password-reset", { email: input.email });
    const first = tokenFrom(await mailTo(input.email));
    await post(resetRoute, "/auth/password-reset", { email: input.email });
    await vi.waitFor(() => expect(mailsTo(input.email)).toHaveLength(2), { timeout: 10_000, interval: 50 });
    const second = tokenFrom(mailsTo(input.email)[1]);
    expect(second).not.toBe(first);

    expect(
      (await post(confirmRoute, "/auth/password-reset/confirm", { token: second, password: "the-second-link-won" }))
        .status,
    ).toBe(200);
    const stale = await post(confirmRoute, "/auth/password-reset/confirm", {
      token: first,
      password: "the-first-link-lost",
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(INVALID_RESET_TOKEN);
  });

  describe("bad input", () => {
    it("refuses a malformed or missing email on the request", async () => {
      const malformed = await post(resetRoute, "/auth/password-reset", { email: "nobody@" });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual(
        errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
          email: "must be a valid email address",
        }),
      );
      const missing = await post(resetRoute, "/auth/password-reset", {});
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual(
        errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { email: "is required" }),
      );
    });

    it("refuses an unknown token and names missing confirm fields", async () => {
      const unknown = await post(confirmRoute, "/auth/password-reset/confirm", {
        token: "never-issued",
        password: "long-enough-password",
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual(INVALID_RESET_TOKEN);
      const missing = await post(confirmRoute, "/auth/password-reset/confirm", {});
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual(
        errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
          token: "is required",
          password: "is required",
        }),
      );
    });
  });
});
