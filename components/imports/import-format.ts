// Words and numbers of the import screens.

export const FIELD_LABELS: Record<string, string> = {
  email: "Email",
  firstName: "First name",
  lastName: "Last name",
  company: "Company",
  phone: "Phone",
  address: "Address",
  city: "City",
  state: "State / region",
  zip: "ZIP / postal code",
  country: "Country",
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  twitter: "Twitter / X",
  timezone: "Time zone",
};

export const CONTACT_FIELD_OPTIONS = Object.keys(FIELD_LABELS);

export const METADATA_PREFIX = "metadata.";
const MAX_METADATA_KEY_LENGTH = 100;

/** The metadata key a column goes to when kept as a custom field: its header, as written. */
export function metadataTargetFor(column: string) {
  return `${METADATA_PREFIX}${column.trim().slice(0, MAX_METADATA_KEY_LENGTH)}`;
}

/** "firstName" -> "First name", "metadata.plan" -> "Custom field “plan”", "" -> "Not imported". */
export function targetLabel(target: string) {
  if (target === "") return "Not imported";
  if (target.startsWith(METADATA_PREFIX)) return `Custom field “${target.slice(METADATA_PREFIX.length)}”`;
  return FIELD_LABELS[target] ?? target;
}

const numberFormat = new Intl.NumberFormat();

export function formatCount(value: number) {
  return numberFormat.format(value);
}

/** 300 ms -> "< 1 s", 4200 ms -> "4 s", 95 000 -> "1 min 35 s", 2 h and more -> "2 h 5 min". */
export function formatDuration(ms: number) {
  if (ms < 1000) return "< 1 s";
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export function plural(count: number, one: string, many = `${one}s`) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
