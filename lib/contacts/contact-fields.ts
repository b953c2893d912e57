// The contact's own columns (docs/interface.md section 2) that people can set, import and export, in the
// order exports list them. Anything else goes to `metadata.<key>`.
export const CONTACT_FIELDS = [
  "email",
  "firstName",
  "lastName",
  "company",
  "phone",
  "address",
  "city",
  "state",
  "zip",
  "country",
  "facebook",
  "instagram",
  "linkedin",
  "twitter",
  "timezone",
  "language",
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}
