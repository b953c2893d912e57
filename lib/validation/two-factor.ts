import { z } from "zod";
import { bodyObject, requiredString } from "./common";

// Two-factor sign-in (docs/contract.md section 18).

const codeField = requiredString()
  .trim()
  .min(1, { error: "is required" })
  .max(64, { error: "must be at most 64 characters" })
  .meta({ description: "A 6-digit code from the authenticator app, or an unused recovery code", example: "123456" });

export const TwoFactorCodeBodySchema = bodyObject({ code: codeField }).meta({ id: "TwoFactorCodeRequest" });

export const TwoFactorVerifyBodySchema = bodyObject({
  mfa_token: requiredString()
    .min(1, { error: "is required" })
    .max(2048, { error: "must be at most 2048 characters" })
    .meta({ description: "From the login answer" }),
  code: codeField,
}).meta({ id: "TwoFactorVerifyRequest" });

export const TwoFactorSetupSchema = z
  .object({
    secret: z
      .string()
      .meta({ description: "Base32 TOTP secret (SHA-1, 6 digits, 30 s)", example: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" }),
    otpauthUrl: z.string().meta({
      description: "otpauth:// URI for a QR code",
      example: "otpauth://totp/Sendwell:ada%40example.com?secret=...&issuer=Sendwell",
    }),
  })
  .meta({ id: "TwoFactorSetup" });

export const RecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()).length(10).meta({ description: "Single-use codes, shown this once" }) })
  .meta({ id: "RecoveryCodes" });

export const MfaRequiredSchema = z
  .object({
    mfa_required: z.literal(true),
    mfa_token: z.string().meta({ description: "Valid 5 minutes; send it with a code to POST /auth/2fa/verify" }),
  })
  .meta({ id: "MfaRequired" });
