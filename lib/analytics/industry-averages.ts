// Industry averages shown beside a report's rates (EmailAnalytics industryAvgOpenRate and
// industryAvgClickRate). A constant table, not live data: fractions 0..1 like every rate the API
// answers, in the range common email-marketing benchmark reports publish (open rates measured
// before Apple Mail Privacy Protection inflated them; click rate = unique clickers / delivered).
// Reports use ALL until teams can declare an industry.

export type IndustryAverage = { openRate: number; clickRate: number };

export const INDUSTRY_AVERAGES = {
  ALL: { openRate: 0.2133, clickRate: 0.0262 },
  ECOMMERCE: { openRate: 0.1568, clickRate: 0.0201 },
  SOFTWARE: { openRate: 0.2129, clickRate: 0.0245 },
  MEDIA: { openRate: 0.2215, clickRate: 0.0462 },
  NONPROFIT: { openRate: 0.2517, clickRate: 0.0279 },
  EDUCATION: { openRate: 0.2342, clickRate: 0.029 },
  FINANCE: { openRate: 0.2156, clickRate: 0.0272 },
} as const satisfies Record<string, IndustryAverage>;

export const DEFAULT_INDUSTRY: keyof typeof INDUSTRY_AVERAGES = "ALL";
