import { z } from "zod";

// Analytics (docs/interface.md section 4: EmailAnalytics, TeamOverview, HeatmapData, AudienceInsights;
// docs/contract.md section 8). Field names are docs/interface.md's. Fields docs/interface.md does not list (sentCount,
// deliveredCount, replyCount, proxyOpens, scannerClicks, dayHourBreakdown...) are additions, never
// renames.
// The definitions below are the contract: the services in lib/analytics compute exactly these.

/** Shared wording of the definitions, reused by the route descriptions. */
export const ANALYTICS_DEFINITIONS = [
  "**Recipient**: a distinct contact, or the email itself when it has no contact.",
  "**Human / automated**: entries flagged `isAutomated` (mail-privacy proxy opens such as Apple MPP or Gmail's image proxy, link-scanner clicks) are counted only in `proxyOpens` / `scannerClicks`; every other open and click figure, rate, breakdown and timeline is human-only.",
  "**Sent**: emails with a `sentAt`. **Delivered** = sent minus emails that have at least one bounce entry.",
  "**Unique** = distinct recipients with at least one such (human) event. A click implies an open the pixel may have missed (images blocked): **uniqueOpens** counts distinct recipients with a human open *or* a human click, while **openCount** counts human open entries only. **repeatOpens** = openCount - distinct recipients with a human open entry (the opens beyond each opener's first; never negative, click-only openers add nothing). **repeatClicks** = clickCount - uniqueClicks.",
  "**Rates** are fractions 0..1 (4 decimals) of delivered: openRate = uniqueOpens / delivered, clickRate = uniqueClicks / delivered; 0 when nothing was delivered. Every rate field of every analytics report (link, heatmap segment, monthly, top campaign, top performer, audience) is such a fraction; engagementScore is a score 0-100 and audience `growth` a percent change.",
  "**engagementScore** (0-100, 2 decimals) = clamp(0, 100, 100 x (0.4 x o + 0.4 x c + 0.2 x r - 0.5 x b - 2 x p)) with the fractions o = uniqueOpens / delivered, c = uniqueClicks / delivered, r = recipients who replied / delivered, b = bounced emails / sent, p = complaints / delivered (each 0 when its denominator is 0).",
  "**firstOpenTime** (ns) = average over opened emails of (first human open - the email's sentAt).",
  "**averageReadTime** (ns): an email's human opens and clicks form one session while each follows the previous within 30 minutes; a session's read time is its last event minus its first open; the figure is the average over sessions with at least two events and an open (0 when none). Pixels only fire on load, so single-event sessions carry no duration and are left out.",
  "**averageTimeToClick** (ns, per link) = average of (human click - first human open of the same email) over clicks preceded by an open of that email.",
  "**Breakdowns** (browser, OS, device, city, region, country = `geoBreakdown`) count human open entries; a missing value is counted under `Unknown`. `dayOfWeekBreakdown` (Monday..Sunday) and `hourlyBreakdown` (`0`..`23`) count human opens in the team's timezone (team settings, default UTC).",
  "**timelineData**: one entry per hour (UTC, ISO timestamp of the hour start) and eventType (open, click, reply, bounce, complaint) with `count` entries and `uniqueCount` recipients; browser, country and deviceType are the most frequent value in that bucket (null when none).",
  "**industryAvgOpenRate / industryAvgClickRate**: fractions 0..1 from the constant table in lib/analytics/industry-averages.ts (all-industry figures, as published in common email benchmark reports).",
].join("\n\n");

const count = (description?: string) =>
  z
    .number()
    .int()
    .min(0)
    .meta(description ? { description } : {});
/** Every rate is a fraction 0..1 (docs/contract.md section 12), rounded to 4 decimals. */
const rate = (description: string) =>
  z
    .number()
    .min(0)
    .max(1)
    .meta({ description: `${description}, a fraction 0..1`, example: 0.4275 });
const score = (description: string) => z.number().min(0).max(100).meta({ description });
const nanoseconds = (description: string) =>
  z
    .number()
    .int()
    .min(0)
    .meta({ description: `${description}, in nanoseconds` });
const countMap = (description: string) =>
  z.record(z.string(), z.number().int().min(0)).meta({ description, example: { Chrome: 12, Safari: 7 } });

const LinkStatSchema = z
  .object({
    url: z.string(),
    clickCount: count("Human clicks on this link"),
    uniqueClicks: count("Distinct recipients who clicked this link"),
    clickRate: rate("uniqueClicks / delivered"),
    averageTimeToClick: nanoseconds(
      "Average of (click - first open of the same email) over clicks preceded by an open",
    ),
    firstClickTime: z.string().meta({ description: "ISO timestamp of the first human click" }),
    lastClickTime: z.string().meta({ description: "ISO timestamp of the last human click" }),
    deviceBreakdown: countMap("Human clicks on this link per deviceType"),
  })
  .meta({ id: "LinkStat" });

const TimelineEntrySchema = z
  .object({
    eventType: z.string().meta({ description: "open, click, reply, bounce or complaint" }),
    browser: z.string().nullable().meta({ description: "Most frequent browser in the bucket" }),
    country: z.string().nullable().meta({ description: "Most frequent country in the bucket" }),
    deviceType: z.string().nullable().meta({ description: "Most frequent deviceType in the bucket" }),
    timestamp: z
      .string()
      .meta({ description: "Start of the hour (UTC, ISO-8601)", example: "2026-11-23T09:00:00.000Z" }),
    count: count("Entries of this type in the hour"),
    uniqueCount: count("Distinct recipients of these entries"),
  })
  .meta({ id: "TimelineEntry" });

const DayHourCellSchema = z
  .object({ day: z.string().meta({ example: "Monday" }), hour: z.number().int().min(0).max(23), count: count() })
  .meta({ id: "DayHourCell" });

/**
 * How far a report reaches (lib/analytics/rollup/fold-report-tail.ts): after a backfill, POST /t
 * or a restore, a long backlog of events is folded in the background while reports answer at once.
 */
const reportFreshness = {
  complete: z.boolean().meta({
    description:
      "False while a long backlog of tracking events stored outside the live recorder (a backfill, POST /t, a restore) is being counted in the background; the figures then reach asOf",
  }),
  asOf: z.iso.datetime().nullable().meta({
    description: "While not complete: every tracking event stored before this moment is counted. Null when complete",
    example: "2026-11-23T09:30:00.000Z",
  }),
};

export const EmailAnalyticsSchema = z
  .object({
    openCount: count("Human open entries (open events only)"),
    uniqueOpens: count("Distinct recipients with a human open or a human click (a click implies an open)"),
    repeatOpens: count("openCount - distinct recipients with a human open entry: opens beyond each opener's first"),
    clickCount: count("Human click entries"),
    uniqueClicks: count("Distinct recipients with a human click"),
    repeatClicks: count("clickCount - uniqueClicks: clicks by recipients who had already clicked"),
    bounceCount: count("Bounce entries"),
    complaintCount: count("Complaint entries"),
    openRate: rate("uniqueOpens / delivered"),
    clickRate: rate("uniqueClicks / delivered"),
    engagementScore: score("0-100, see the formula in the description"),
    industryAvgOpenRate: rate("Industry average open rate"),
    industryAvgClickRate: rate("Industry average click rate"),
    averageReadTime: nanoseconds("Average open-session length"),
    firstOpenTime: nanoseconds("Average time from sentAt to the first human open"),
    browserBreakdown: countMap("Human opens per browser"),
    osBreakdown: countMap("Human opens per operating system"),
    deviceBreakdown: countMap("Human opens per deviceType (desktop, mobile, tablet, other)"),
    cityBreakdown: countMap("Human opens per city"),
    regionBreakdown: countMap("Human opens per region"),
    geoBreakdown: countMap("Human opens per country (ISO 3166-1 alpha-2)"),
    dayOfWeekBreakdown: countMap("Human opens per day name (Monday..Sunday) in the team's timezone"),
    hourlyBreakdown: countMap("Human opens per hour 0-23 in the team's timezone"),
    clickedLinks: z.array(LinkStatSchema).meta({ description: "One entry per clicked URL, most clicked first" }),
    timelineData: z.array(TimelineEntrySchema).meta({ description: "Hourly buckets per event type, oldest first" }),
    // Additions beyond docs/interface.md's list.
    sentCount: count("Emails sent (with a sentAt)"),
    deliveredCount: count("sentCount minus emails with a bounce"),
    replyCount: count("Reply entries"),
    proxyOpens: count("Opens flagged as mail-privacy proxy fetches (excluded from every human figure)"),
    scannerClicks: count("Clicks flagged as link-scanner hits (excluded from every human figure)"),
    timezone: z.string().meta({ description: "IANA timezone of the day and hour breakdowns", example: "UTC" }),
    dayHourBreakdown: z
      .array(DayHourCellSchema)
      .meta({ description: "Human opens per (day, hour) in the team's timezone; only non-zero cells" }),
    ...reportFreshness,
  })
  .meta({ id: "EmailAnalytics" });

export type EmailAnalytics = z.infer<typeof EmailAnalyticsSchema>;
export type LinkStat = z.infer<typeof LinkStatSchema>;

const MonthlyStatSchema = z
  .object({
    month: z.string().meta({ description: "YYYY-MM in the team's timezone", example: "2026-11" }),
    totalEmails: count("Emails sent that month"),
    openRate: rate("Opened (human open or click) emails of that month / delivered"),
    clickRate: rate("Clicked (human click) emails of that month / delivered"),
  })
  .meta({ id: "MonthlyStat" });

const TopCampaignSchema = z
  .object({
    campaignId: z.string(),
    name: z.string(),
    openRate: rate("Opened (human open or click) emails of the campaign in the period / delivered"),
    clickRate: rate("Clicked emails of the campaign in the period / delivered"),
    engagementScore: score("Campaign engagementScore (0-100)"),
  })
  .meta({ id: "TopCampaign" });

const TopPerformerSchema = z
  .object({
    type: z
      .enum(["device", "country", "hour"])
      .meta({ description: "What `value` is: a deviceType, a country code, or an hour 0-23 in the team's timezone" }),
    value: z.string(),
    engagementRate: rate(
      "Of the emails opened (human open or click) with this value, the share that also got a human click",
    ),
    sampleSize: count("Emails opened (human open or click) with this value"),
  })
  .meta({ id: "TopPerformer" });

export const TeamOverviewSchema = z
  .object({
    totalEmails: count("Emails sent in the period"),
    totalOpens: count("Human open entries on those emails (open events only)"),
    totalClicks: count("Human click entries on those emails"),
    averageOpenRate: rate("Opened (human open or click) emails / delivered emails over the period"),
    averageClickRate: rate("Clicked (human click) emails / delivered emails over the period"),
    deviceStats: countMap("Human opens per deviceType"),
    geoStats: countMap("Human opens per country"),
    monthlyStats: z
      .array(MonthlyStatSchema)
      .meta({ description: "One entry per month of the period, oldest first (months without mail included)" }),
    topCampaigns: z
      .array(TopCampaignSchema)
      .meta({ description: "Up to 5 campaigns with mail in the period, highest engagementScore first" }),
    topPerformers: z.array(TopPerformerSchema).meta({
      description:
        "Up to 3 values per type (device, country, hour) with at least 5 openers, highest engagementRate first",
    }),
    // Additions beyond docs/interface.md's list.
    teamId: z.string(),
    timezone: z.string(),
    periodStart: z
      .string()
      .meta({ description: "ISO start of the period (first day of the first month, team timezone)" }),
    periodEnd: z.string().meta({ description: "ISO end of the period (now)" }),
    ...reportFreshness,
  })
  .meta({ id: "TeamOverview" });

export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

const HeatmapClickSchema = z
  .object({
    element: z
      .string()
      .meta({ description: "CSS selector of the link in the rendered email", example: "a:nth-link(2)" }),
    x: z.number().min(0).max(1).meta({
      description: "Horizontal centre of the link as a fraction of the layout width (approximation, see description)",
    }),
    y: z.number().min(0).max(1).meta({
      description: "Vertical centre of the link as a fraction of the layout height (approximation, see description)",
    }),
    count: count("Human clicks on this link position"),
    // Additions beyond docs/interface.md's list.
    url: z.string().meta({ description: "The link's target" }),
    index: z
      .number()
      .int()
      .min(0)
      .meta({ description: "0-based position of the link among the tracked links of the HTML" }),
  })
  .meta({ id: "HeatmapClick" });

const HeatmapSegmentSchema = z
  .object({
    selector: z
      .string()
      .meta({ description: "CSS selector matching every link to one URL", example: 'a[href="https://acme.com/shop"]' }),
    count: count("Human clicks on links to this URL"),
    clickRate: rate("Distinct recipients who clicked this URL / delivered"),
  })
  .meta({ id: "HeatmapSegment" });

export const HeatmapDataSchema = z
  .object({
    url: z.string().meta({
      description:
        "API path of the rendered HTML the positions refer to (the email's, or the campaign's first sent email)",
    }),
    clicks: z.array(HeatmapClickSchema),
    segments: z.array(HeatmapSegmentSchema),
    // Additions beyond docs/interface.md's list.
    html: z.string().nullable().meta({
      description: "The rendered HTML (as sent, with tracked links) the positions refer to; null when nothing was sent",
    }),
    totalClicks: count("Human clicks counted in the map"),
    ...reportFreshness,
  })
  .meta({ id: "HeatmapData" });

export type HeatmapData = z.infer<typeof HeatmapDataSchema>;

const AudienceSegmentSchema = z
  .object({
    name: z.enum(["engaged", "new", "at-risk", "inactive"]),
    size: count("ACTIVE contacts in the segment now"),
    growth: z.number().meta({
      description:
        "Percent change of size versus 30 days ago (100 when it was empty and is not, 0 when both are empty)",
    }),
    openRate: rate("Opened (human open or click) / delivered emails of the segment's contacts over the last 90 days"),
    clickRate: rate("Clicked / delivered emails of the segment's contacts over the last 90 days"),
  })
  .meta({ id: "AudienceSegment" });

export const AudienceInsightsSchema = z
  .object({
    behaviors: z
      .object({
        totalContacts: count("ACTIVE contacts considered"),
        engagedLast30Days: count("Contacts with a human open or click in the last 30 days"),
        averageOpenRate: rate("Opened (human open or click) / delivered emails over the last 90 days"),
        averageClickRate: rate("Clicked / delivered emails over the last 90 days"),
        bestHour: z
          .number()
          .int()
          .min(0)
          .max(23)
          .nullable()
          .meta({ description: "Hour (team timezone) with the most human opens in the last 90 days" }),
        bestDayOfWeek: z
          .string()
          .nullable()
          .meta({ description: "Day name (team timezone) with the most human opens in the last 90 days" }),
      })
      .meta({ id: "AudienceBehaviors" }),
    demographics: z
      .object({
        countries: countMap(
          "Contacts per country (the contact's own field, else its most recent tracked country; Unknown otherwise)",
        ),
        cities: countMap("Contacts per city (same rule)"),
      })
      .meta({ id: "AudienceDemographics" }),
    preferences: z
      .object({
        devices: countMap("Human opens per deviceType over the last 90 days"),
        browsers: countMap("Human opens per browser over the last 90 days"),
        os: countMap("Human opens per operating system over the last 90 days"),
      })
      .meta({ id: "AudiencePreferences" }),
    segments: z.array(AudienceSegmentSchema),
    // Addition beyond docs/interface.md's list.
    listId: z.string().nullable(),
  })
  .meta({ id: "AudienceInsights" });

export type AudienceInsights = z.infer<typeof AudienceInsightsSchema>;

// ---- Query parameters -----------------------------------------------------------------------

const requiredId = (what: string) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .meta({ description: `The ${what} id` });

const optionalId = (what: string) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(1, { error: "must not be empty" })
    .optional()
    .meta({ description: `The ${what} id` });

export const campaignAnalyticsQuery = z.object({ campaignId: requiredId("campaign") });
export const emailAnalyticsQuery = z.object({ emailId: requiredId("email") });

export const teamOverviewQuery = z.object({
  teamId: optionalId("team").meta({ description: "Default: the caller's team. Another team's id answers 404." }),
  months: z.coerce
    .number({ error: "must be an integer" })
    .int({ error: "must be an integer" })
    .min(1, { error: "must be at least 1" })
    .max(36, { error: "must be at most 36" })
    .default(12)
    .meta({ description: "Length of the period in calendar months, the current one included (default 12)" }),
});

export const heatmapQuery = z
  .object({ campaignId: optionalId("campaign"), emailId: optionalId("email") })
  .superRefine((query, context) => {
    if (query.campaignId === undefined && query.emailId === undefined) {
      context.addIssue({ code: "custom", path: ["campaignId"], message: "campaignId or emailId is required" });
    }
  });

export const audienceQuery = z.object({
  listId: optionalId("mailing list").meta({ description: "Only this list's contacts (default: the whole team)" }),
});
