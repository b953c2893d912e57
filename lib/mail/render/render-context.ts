import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";

/** A contact as templates see it: its own fields (a Contact row fits) and its metadata object. */
export type RenderContact = { [field: string]: unknown; metadata?: unknown };

export type RenderContextInput = {
  contact?: RenderContact | null;
  /** The caller's variables (POST /email `data`, a render request's `data`). */
  data?: Record<string, unknown> | null;
  unsubscribeUrl?: string | null;
  /** The contact's preference centre (docs/contract.md section 21), beside unsubscribeUrl. */
  preferencesUrl?: string | null;
  campaign?: Record<string, unknown> | null;
  team?: Record<string, unknown> | null;
};

export type RenderContext = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Set fields only: a null column stays absent, so it renders empty and is reported as missing. */
function contactFields(source: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (!source) return fields;
  for (const field of CONTACT_FIELDS) {
    const value = source[field];
    if (value !== null && value !== undefined) fields[field] = value;
  }
  return fields;
}

/**
 * The variables a template renders with:
 * - contact fields at the top level (`{{ firstName }}`) and under `contact.` (`{{ contact.company }}`);
 *   a same-named key in `data` overrides the contact's value in both places;
 * - `metadata.*`: the contact's metadata merged with `data.metadata` (data wins), also as `contact.metadata`;
 * - `unsubscribeUrl`, `preferencesUrl`, `campaign.*`, `team.*` from the sender; these win over same-named `data` keys
 *   so that a payload can never replace the unsubscribe link of a marketing mail;
 * - every other key of `data` as it is.
 */
export function buildRenderContext({
  contact,
  data,
  unsubscribeUrl,
  preferencesUrl,
  campaign,
  team,
}: RenderContextInput): RenderContext {
  const given = data ?? {};
  const fields = { ...contactFields(contact), ...contactFields(given) };
  const metadata = {
    ...(isObject(contact?.metadata) ? contact.metadata : {}),
    ...(isObject(given.metadata) ? given.metadata : {}),
  };
  const contactView = {
    ...(isObject(given.contact) ? given.contact : {}),
    ...(contact && typeof contact.id === "string" ? { id: contact.id } : {}),
    ...fields,
    metadata,
  };
  return {
    ...given,
    ...fields,
    metadata,
    contact: contactView,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
    ...(preferencesUrl ? { preferencesUrl } : {}),
    ...(campaign ? { campaign } : {}),
    ...(team ? { team } : {}),
  };
}

/** The value at a dotted path, or undefined when any step is missing. */
export function valueAt(context: RenderContext, path: string): unknown {
  let value: unknown = context;
  for (const segment of path.split(".")) {
    if (!isObject(value) || !Object.hasOwn(value, segment)) return undefined;
    value = value[segment];
  }
  return value;
}
