// Analytics reports: campaign, email, team overview, audience, heatmap, send-time suggestion.
export { getAudienceInsights } from "./get-audience-insights";
export { getCampaignAnalytics } from "./get-campaign-analytics";
export { getEmailAnalytics } from "./get-email-analytics";
export { getHeatmap } from "./get-heatmap";
export { getSendTimeSuggestion } from "./get-send-time-suggestion";
export { getTeamOverview } from "./get-team-overview";
export { getDeliverability } from "./get-deliverability";
