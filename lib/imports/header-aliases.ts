import type { ContactField } from "@/lib/contacts/contact-fields";

// Column headers that common exports use for each contact field, compared after normalizeHeader()
// (letter case, spaces and punctuation do not matter: "E-mail Address" and "EMAIL_ADDRESS" are
// both "emailaddress"). Sources: Mailchimp audience exports (and their merge tags EMAIL, FNAME,
// LNAME, PHONE, ADDRESS, COMPANY, CC), Google Contacts and Outlook CSV exports, HubSpot, Brevo,
// Salesforce, plain spreadsheets, and the usual German, French and Spanish words. Mailchimp's bookkeeping columns (MEMBER_RATING, OPTIN_TIME,
// LEID...) match nothing and are left out unless the import maps them, to `metadata.<key>` say.
const ALIASES: Record<ContactField, readonly string[]> = {
  email: [
    "email",
    "emailaddress",
    "mail",
    "emailaddr",
    "email1",
    "email1value",
    "primaryemail",
    "workemail",
    "emails",
    "useremail",
    "subscriberemail",
    "contactemail",
  ],
  firstName: ["firstname", "first", "fname", "givenname", "forename", "prenom", "vorname", "nombre"],
  lastName: ["lastname", "last", "lname", "surname", "familyname", "nachname", "apellido", "apellidos"],
  company: [
    "company",
    "companyname",
    "organization",
    "organisation",
    "organizationname",
    "organisationname",
    "org",
    "employer",
    "business",
    "accountname",
    "firma",
    "empresa",
    "entreprise",
    "societe",
  ],
  phone: [
    "phone",
    "phonenumber",
    "telephone",
    "tel",
    "mobile",
    "mobilephone",
    "mobilenumber",
    "cell",
    "cellphone",
    "phone1value",
    "primaryphone",
    "businessphone",
    "sms",
    "telefon",
    "telefono",
    "telephone",
  ],
  address: [
    "address",
    "streetaddress",
    "street",
    "address1",
    "addressline1",
    "mailingaddress",
    "homestreet",
    "businessstreet",
    "address1street",
    "adresse",
    "straße",
    "strasse",
    "direccion",
  ],
  city: ["city", "town", "locality", "homecity", "businesscity", "address1city", "stadt", "ort", "ville", "ciudad"],
  state: [
    "state",
    "province",
    "stateprovince",
    "region",
    "stateregion",
    "county",
    "homestate",
    "businessstate",
    "address1region",
  ],
  zip: [
    "zip",
    "zipcode",
    "postalcode",
    "postcode",
    "postal",
    "plz",
    "homepostalcode",
    "businesspostalcode",
    "address1postalcode",
  ],
  country: [
    "country",
    "countrycode",
    "cc",
    "nation",
    "countryregion",
    "homecountryregion",
    "businesscountryregion",
    "address1country",
    "land",
    "pays",
    "pais",
  ],
  facebook: ["facebook", "facebookurl", "facebookprofile"],
  instagram: ["instagram", "instagramhandle", "instagramurl"],
  linkedin: ["linkedin", "linkedinurl", "linkedinprofile"],
  twitter: ["twitter", "twitterhandle", "twitterusername", "twitterurl", "xhandle"],
  timezone: ["timezone", "tz", "timezonename", "ianatimezone", "zeitzone", "fuseauhoraire", "zonahoraria"],
  language: ["language", "lang", "languagecode", "preferredlanguage", "locale", "sprache", "langue", "idioma"],
};

const FIELD_BY_ALIAS = new Map<string, ContactField>(
  Object.entries(ALIASES).flatMap(([field, aliases]) =>
    aliases.map((alias) => [alias, field as ContactField] as const),
  ),
);

/** "E-mail Address " -> "emailaddress": lower case, letters and digits only (any script). */
function normalizeHeader(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The contact field a column header stands for, or null when it is not a known alias. */
export function contactFieldForHeader(header: string): ContactField | null {
  return FIELD_BY_ALIAS.get(normalizeHeader(header)) ?? null;
}
