import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { bodyObject, displayName, namedTeamResourceMeta, optionalDescription, someFieldGiven } from "./common";

// Mailing lists (docs/interface.md section 2, MailingList; docs/contract.md section 6). Messages follow the field
// name in the error envelope's `details` ("name": "must be at least 2 characters").

const listName = displayName("Newsletter");

const description = optionalDescription("Monthly product news");

const doubleOptIn = z
  .boolean({ error: "must be true or false" })
  .meta({ description: "Public signups stay PENDING until the subscriber confirms by email" });

export const CreateListBodySchema = bodyObject({
  name: listName,
  description: description.optional(),
  doubleOptIn: doubleOptIn.optional(),
}).meta({ id: "CreateListBody" });

export const UpdateListBodySchema = bodyObject({
  name: listName.optional(),
  description: description.optional(),
  doubleOptIn: doubleOptIn.optional(),
})
  .refine(...someFieldGiven(["name", "description", "doubleOptIn"]))
  .meta({ id: "UpdateListBody" });

export type CreateListBody = z.infer<typeof CreateListBodySchema>;
export type UpdateListBody = z.infer<typeof UpdateListBodySchema>;

export const listsQuery = paginationQuery.extend({
  q: z.string().trim().min(1).optional().meta({ description: "Searches name and description (case-insensitive)" }),
});

const count = z.number().int();

const ContactCountsSchema = z
  .object({ total: count, ACTIVE: count, PENDING: count, UNSUBSCRIBED: count, BOUNCED: count, COMPLAINED: count })
  .meta({ id: "ContactCounts", description: "The list's live contacts, in all and by status" });

export type ContactCounts = z.infer<typeof ContactCountsSchema>;

export const ListSchema = z
  .object({
    ...namedTeamResourceMeta,
    doubleOptIn: z.boolean(),
    contactCounts: ContactCountsSchema,
  })
  .meta({ id: "MailingList" });

export const exportQuery = z.object({
  bom: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true")
    .meta({
      description:
        "Start the file with a UTF-8 byte order mark, which older Excel versions need to read accents correctly",
    }),
});
