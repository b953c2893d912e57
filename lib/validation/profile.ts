import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { bodyObject } from "./common";

const nameField = z
  .string({ error: "must be a string or null" })
  .trim()
  .max(100, { error: "must be at most 100 characters" })
  .nullable()
  .optional()
  .transform((value) => (value === "" ? null : value));

const localeField = z
  .enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` })
  .meta({ description: "en, de, fr or es" });

export const ProfileSchema = z
  .object({
    id: z.string(),
    email: z.email(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    locale: localeField
      .nullable()
      .meta({ description: "The dashboard's language; null follows the browser's Accept-Language" }),
    profilePictureId: z.string().nullable(),
    profilePictureUrl: z
      .string()
      .nullable()
      .meta({ description: "A permanent link to the picture (an image of the team's media library)" }),
    hasPassword: z.boolean().meta({ description: "False for accounts that only sign in with Google" }),
  })
  .meta({ id: "Profile" });

export const UpdateProfileBody = bodyObject({
  firstName: nameField.meta({ description: "Blank or null clears it" }),
  lastName: nameField.meta({ description: "Blank or null clears it" }),
  profilePictureId: z
    .string({ error: "must be a file id or null" })
    .min(1, { error: "must be a file id or null" })
    .nullable()
    .optional()
    .meta({ description: "An image (PNG, JPEG, GIF, WebP) of the team's media library; null removes the picture" }),
  locale: localeField.nullable().optional(),
}).meta({ id: "UpdateProfileRequest" });

export type UpdateProfileInput = z.infer<typeof UpdateProfileBody>;
