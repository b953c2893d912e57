import { z } from "zod";

export const GoogleSignInBodySchema = z
  .object({
    id_token: z
      .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
      .min(1, { error: "is required" })
      .meta({ description: "The ID token (a JWT) that Google Identity Services gave the client" }),
  })
  .meta({ id: "GoogleSignInRequest" });
