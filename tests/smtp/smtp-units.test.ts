import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "@/lib/crypto/secret-box";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { isPrivateAddress } from "@/lib/mail/private-targets";
import { describeSmtpFailure } from "@/lib/mail/verify-smtp";
import { SEND_TIMEOUTS, toTransportOptions } from "@/lib/services/smtp/smtp-transport-options";

describe("secret box", () => {
  it("round-trips, and refuses altered or foreign texts", () => {
    const sealed = sealSecret("pässwörd 🔑");
    expect(openSecret(sealed)).toBe("pässwörd 🔑");
    const [version, iv, ciphertext, tag] = sealed.split(".");
    const flipped = Buffer.from(ciphertext, "base64url");
    flipped[0] ^= 1;
    expect(() => openSecret([version, iv, flipped.toString("base64url"), tag].join("."))).toThrow();
    expect(() => openSecret(`v2.${iv}.${ciphertext}.${tag}`)).toThrow("not a sealed secret");
    expect(() => openSecret("plaintext-password")).toThrow("not a sealed secret");
  });
});

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.20.30.40", true],
    ["172.16.0.1", true],
    ["172.31.255.255", true],
    ["192.168.0.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["::1", true],
    ["::", true],
    ["fe80::1", true],
    ["fd12:3456::1", true],
    ["::ffff:10.0.0.1", true],
    ["::ffff:127.0.0.1", true],
    ["172.32.0.1", false],
    ["8.8.8.8", false],
    ["93.184.215.14", false],
    ["2606:4700::1111", false],
    ["::ffff:8.8.8.8", false],
  ])("%s -> %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe("toTransportOptions", () => {
  const base = {
    host: "smtp.acme.test",
    port: 587,
    username: "u",
    password: sealSecret("p@ssword1"),
    requiresAuth: true,
    supportsTls: true,
  } as SMTPConfig;

  it("uses implicit TLS on 465, required STARTTLS elsewhere, nothing without supportsTls", () => {
    expect(toTransportOptions({ ...base, port: 465 }, "203.0.113.5", SEND_TIMEOUTS)).toMatchObject({
      host: "203.0.113.5",
      port: 465,
      secure: true,
      requireTLS: false,
      ignoreTLS: false,
      tls: { servername: "smtp.acme.test" },
      auth: { user: "u", pass: "p@ssword1" },
    });
    expect(toTransportOptions(base, "203.0.113.5", SEND_TIMEOUTS)).toMatchObject({
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
    });
    expect(
      toTransportOptions({ ...base, supportsTls: false, requiresAuth: false }, "203.0.113.5", SEND_TIMEOUTS),
    ).toMatchObject({
      secure: false,
      requireTLS: false,
      ignoreTLS: true,
    });
    expect(toTransportOptions({ ...base, requiresAuth: false }, "203.0.113.5", SEND_TIMEOUTS)).not.toHaveProperty(
      "auth",
    );
    // An IP host is no TLS server name.
    expect(toTransportOptions({ ...base, host: "203.0.113.5" }, "203.0.113.5", SEND_TIMEOUTS).tls).toEqual({
      minVersion: "TLSv1.2",
    });
  });
});

describe("describeSmtpFailure", () => {
  const error = (message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), extra);
  it.each([
    [error("getaddrinfo ENOTFOUND x.invalid", { code: "EDNS" }), "dns"],
    [error("connect ECONNREFUSED 127.0.0.1:1", { code: "ESOCKET" }), "connect"],
    [error("Greeting never received", { code: "ETIMEDOUT" }), "connect"],
    [error("Invalid login: 535 bad", { code: "EAUTH", response: "535 bad", command: "AUTH PLAIN" }), "auth"],
    [
      error("530 Authentication required", {
        code: "EENVELOPE",
        response: "530 5.7.0 Authentication required",
        command: "MAIL FROM",
      }),
      "auth",
    ],
    [
      error("Must issue STARTTLS first", {
        code: "EENVELOPE",
        response: "530 5.7.0 Must issue a STARTTLS command first",
        command: "MAIL FROM",
      }),
      "tls",
    ],
    [error("self-signed certificate", { code: "ESOCKET" }), "tls"],
    [error("Recipient refused", { code: "EENVELOPE", response: "550 5.1.1 No such user", command: "RCPT TO" }), "send"],
  ])("%s -> %s", (failure, stage) => {
    expect(describeSmtpFailure(failure).stage).toBe(stage);
  });
});
