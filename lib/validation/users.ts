import { z } from "zod";
import { UserRole } from "@/lib/generated/prisma/enums";
import { resourceMeta, timestamp } from "./common";

export const UserSchema = z
  .object({
    ...resourceMeta,
    email: z.email(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.enum(UserRole),
    teamId: z.string(),
    profilePictureId: z.string().nullable(),
    provider: z.string().meta({ description: "local or google" }),
    providerId: z.string().nullable(),
    providerData: z.unknown().nullable(),
    emailVerifiedAt: timestamp().nullable(),
    lastLoginAt: timestamp().nullable(),
    twoFactorEnabled: z
      .boolean()
      .meta({ description: "Whether the user signs in with a TOTP code as a second factor" }),
    locale: z
      .string()
      .nullable()
      .meta({ description: "The dashboard's language (en, de, fr, es); null follows the browser" }),
  })
  .meta({ id: "User" });
