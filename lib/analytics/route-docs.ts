import { ANALYTICS_DEFINITIONS } from "@/lib/validation/analytics";

// OpenAPI wording shared by the analytics routes (thin route files stay thin). Every analytics
// route counts against the docs/interface.md section 8 "Analytics" group (100 per minute), chosen by path.

export const ANALYTICS_TAGS = ["Analytics"];

export const ANALYTICS_ALIAS_NOTE =
  "docs/interface.md lists this path with an extra leading `/api/v1`; `/api/v1/api/v1/analytics/...` answers identically. Rate limit: Analytics group, 100 requests per minute.";

/** A route description followed by the definitions every EmailAnalytics figure follows. */
export const withDefinitions = (intro: string) => `${intro}\n\n${ANALYTICS_ALIAS_NOTE}\n\n${ANALYTICS_DEFINITIONS}`;
