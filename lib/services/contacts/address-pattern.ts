// An email address as it appears inside other text (JSON payloads, audit details, bounce reasons,
// CSV cells): case-insensitive, and only where it stands on its own, so erasing a@x.com leaves
// ba@x.com and a@x.com.au alone.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ERASED = "[erased]";

export function addressPattern(address: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9._%+\\-])${escapeRegExp(address)}(?![A-Za-z0-9\\-]|\\.[A-Za-z0-9])`, "gi");
}

/** `text` with every stand-alone occurrence of the address replaced by "[erased]". */
export function scrubText(text: string, address: string): string {
  return text.replace(addressPattern(address), ERASED);
}

/** A JSON value with the address scrubbed from every string in it, keys included. */
export function scrubJson(value: unknown, address: string): unknown {
  if (typeof value === "string") return scrubText(value, address);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, address));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [scrubText(key, address), scrubJson(item, address)]),
    );
  }
  return value;
}

/** A LIKE pattern that finds rows mentioning the address anywhere (the regex above then decides). */
export function likeAddress(address: string): string {
  return `%${address.replace(/[\\%_]/g, "\\$&")}%`;
}
