// Sample values for previews (the designer's live preview and POST /templates/{id}/render with
// nothing given). Plain constants with no server imports, so client components can use them too.

export const SAMPLE_CONTACT = {
  id: "sample-contact",
  email: "jane.doe@example.com",
  firstName: "Jane",
  lastName: "Doe",
  company: "Acme Inc.",
  phone: "+1 555 0100",
  address: "12 Market Street",
  city: "Portland",
  state: "OR",
  zip: "97205",
  country: "United States",
  facebook: null,
  instagram: null,
  linkedin: "https://www.linkedin.com/in/janedoe",
  twitter: "@janedoe",
  metadata: { plan: "Pro", signupSource: "website" },
} as const;

export const SAMPLE_CAMPAIGN = { id: "sample-campaign", name: "Sample campaign" } as const;

/** Where the preview's unsubscribe link points: a path that unsubscribes nobody. */
export const SAMPLE_UNSUBSCRIBE_PATH = "/u/preview";
