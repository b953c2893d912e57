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

/**
 * `feed` of a preview (a feed campaign's template, docs/contract.md section 23): two sample posts,
 * in placeholder Latin so that no reader's language is the wrong one.
 */
export const SAMPLE_FEED = {
  title: "Lorem ipsum",
  items: [
    {
      id: "sample-post-2",
      title: "Lorem ipsum dolor sit amet",
      link: "https://example.com/blog/sample-post",
      summary:
        "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.</p>",
      content: null,
      published: "2026-11-24T09:00:00.000Z",
      image: null,
    },
    {
      id: "sample-post-1",
      title: "Ut enim ad minim veniam",
      link: "https://example.com/blog/older-post",
      summary:
        "<p>Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo.</p>",
      content: null,
      published: "2026-11-17T09:00:00.000Z",
      image: null,
    },
  ],
} as const;

/** Where the preview's unsubscribe link points: a path that unsubscribes nobody. */
export const SAMPLE_UNSUBSCRIBE_PATH = "/u/preview";

/** Where the preview's preferences link points: a preference centre of nobody. */
export const SAMPLE_PREFERENCES_PATH = "/preferences/preview";
