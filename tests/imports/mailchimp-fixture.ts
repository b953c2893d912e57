// A Mailchimp audience export as Mailchimp writes it: UTF-8 with a byte order mark, CRLF line
// ends, its full header (merge fields, then its bookkeeping columns), quoted fields holding commas,
// a note spanning two lines. Row numbers count records, the header being row 1, as a spreadsheet
// shows them; the note makes the record and line numbers differ from row 4 on.

const HEADER = [
  "Email Address",
  "First Name",
  "Last Name",
  "Address",
  "Phone Number",
  "Birthday",
  "Company",
  "MEMBER_RATING",
  "OPTIN_TIME",
  "OPTIN_IP",
  "CONFIRM_TIME",
  "CONFIRM_IP",
  "LATITUDE",
  "LONGITUDE",
  "GMTOFF",
  "DSTOFF",
  "TIMEZONE",
  "CC",
  "REGION",
  "LAST_CHANGED",
  "LEID",
  "EUID",
  "NOTES",
  "TAGS",
];

type Person = {
  email: string;
  first?: string;
  last?: string;
  address?: string;
  phone?: string;
  company?: string;
  cc?: string;
  region?: string;
  notes?: string;
};

function csvField(value: string) {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function record(person: Person, index: number) {
  const values = [
    person.email,
    person.first ?? "",
    person.last ?? "",
    person.address ?? "",
    person.phone ?? "",
    "",
    person.company ?? "",
    "2",
    "2025-03-01 10:00:00",
    "",
    "2025-03-01 10:05:00",
    "192.0.2.1",
    "",
    "",
    "",
    "",
    "",
    person.cc ?? "",
    person.region ?? "",
    "2025-06-01 08:00:00",
    String(40_000 + index),
    `a1b2c3d${index}`,
    person.notes ?? "",
    '"Customers"',
  ];
  return values.map(csvField).join(",");
}

const MAILCHIMP_PEOPLE: Person[] = [
  /* row 2 */ {
    email: "zoe.angstrom@example.com",
    first: "Zoë",
    last: "Ångström",
    address: "Drottninggatan 5, Stockholm",
    phone: "+46 8 123 456",
    company: "Ångström, Zoë & Co",
    cc: "SE",
    region: "Stockholm",
  },
  /* row 3 */ {
    email: "Bob.Smith@Example.COM",
    first: "Bob",
    last: "Smith, Jr.",
    company: "Smith & Sons",
    cc: "US",
    region: "CA",
    notes: "Met at the fair\r\nwants the newsletter",
  },
  /* row 4 */ {
    email: "chloe@example.fr",
    first: "Chloé",
    last: "Dubois",
    address: "5 Rue de Rivoli, Paris",
    cc: "FR",
  },
  /* row 5 */ { email: "not-an-email", first: "Invalid", last: "One" },
  /* row 6 */ { email: "ZOE.ANGSTROM@EXAMPLE.COM", first: "Zoe", last: "Duplicate" },
  /* row 7 */ { email: "lukasz@example.pl", first: "Łukasz", last: "Żółkiewski", company: "Żółw Sp. z o.o.", cc: "PL" },
  /* row 8 */ { email: "jane@", first: "Jane", last: "Broken" },
  /* row 9 */ { email: "bob.smith@example.com", first: "Robert", last: "Smith" },
  /* row 10 */ { email: "@example.com", first: "No", last: "Local" },
  /* row 11 */ { email: "wei.chen@example.cn", first: "伟", last: "陈", company: "北京科技" },
  /* row 12 */ { email: "mike@example.com", first: "Mike", last: "O'Neil", phone: "555-0100" },
];

export function mailchimpExport(people: Person[] = MAILCHIMP_PEOPLE): Buffer {
  const text = `${[HEADER.join(","), ...people.map(record)].join("\r\n")}\r\n`;
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]);
}

/** What the import reports for the fixture: three invalid addresses and two repeats, by row. */
export const MAILCHIMP_ERRORS = [
  { row: 5, email: "not-an-email", reason: "invalid email" },
  { row: 6, email: "ZOE.ANGSTROM@EXAMPLE.COM", reason: "duplicate in file" },
  { row: 8, email: "jane@", reason: "invalid email" },
  { row: 9, email: "bob.smith@example.com", reason: "duplicate in file" },
  { row: 10, email: "@example.com", reason: "invalid email" },
];

/** The counts of a first import of the fixture into an empty list: six new contacts, five rows skipped. */
export const MAILCHIMP_FIRST_IMPORT = {
  total: 11,
  processed: 11,
  imported: 6,
  updated: 0,
  skipped: 5,
  progress: 1,
  errors: MAILCHIMP_ERRORS,
};
