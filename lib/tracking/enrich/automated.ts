import type { TrackingEvent } from "@/lib/generated/prisma/enums";

// Machine traffic that is recorded but flagged (isAutomated), so reports can keep it out of human
// open and click rates and show it separately (docs/contract.md section 8 and 12). What is recognised:
//
// - Apple Mail Privacy Protection: Apple's proxies prefetch every image of every received message,
//   read or not. They present the bare user agent "Mozilla/5.0" (nothing after it) and fetch from
//   Apple's own 17.0.0.0/8 block; either sign flags an open.
// - Mail image proxies: Gmail ("GoogleImageProxy", via ggpht.com) and Yahoo ("YahooMailProxy")
//   fetch images on the reader's behalf and cache them, so their hits are not individual reads.
// - Link scanners of mail security gateways, which open every link before the recipient does:
//   Microsoft Defender for Office 365 / Safe Links, Barracuda, Proofpoint, Mimecast, Symantec /
//   MessageLabs, Trend Micro, Sophos, Forcepoint, Zscaler, Cisco IronPort; plus generic bots and
//   HTTP libraries (curl, wget, python-requests, Go, Java, okhttp, headless Chrome).
// - Any HEAD request (browsers never send one for a link or an image; scanners probe with it).
// - Hits with no user agent at all (browsers and mail clients always send one).
// - Clicks less than CLICK_SCANNER_WINDOW_MS after the email was sent: no person opens and clicks
//   that fast; scanners do it on delivery.

const CLICK_SCANNER_WINDOW_MS = 2_000;

const APPLE_PROXY_USER_AGENT = /^Mozilla\/5\.0$/;
const IMAGE_PROXY = /GoogleImageProxy|YahooMailProxy/i;
const SCANNER =
  /Safe ?Links|Microsoft (Defender|Office Protection|ATP)|MSOffice365|Barracuda|Proofpoint|Mimecast|MessageLabs|Symantec|Trend ?Micro|Sophos|Forcepoint|Zscaler|IronPort|Cisco Secure Email|\b(bot|crawler|spider|scanner)\b|Googlebot|bingbot|HeadlessChrome|PhantomJS|^curl\/|^Wget\/|python-requests|python-urllib|aiohttp|Go-http-client|^Java\/|okhttp|libwww-perl|Apache-HttpClient|node-fetch|axios\//i;

/** Apple's 17.0.0.0/8, from which Mail Privacy Protection's proxies fetch. */
function isAppleAddress(ip: string | null): boolean {
  return ip !== null && /^17\.\d+\.\d+\.\d+$/.test(ip);
}

export type AutomationSignals = {
  event: TrackingEvent;
  userAgent: string | null;
  ip: string | null;
  /** The HTTP method of a pixel or link hit; absent for entries posted to POST /t. */
  method?: string;
  /** Entries posted to POST /t may come from servers, which send no user agent: not a bot sign. */
  fromHit: boolean;
  timestamp: Date;
  sentAt: Date | null;
};

/** Why an entry is machine traffic, or null for a person. */
export function automationReason(signals: AutomationSignals): string | null {
  const { event, userAgent, ip } = signals;
  if (signals.method?.toUpperCase() === "HEAD") return "head-request";
  if (signals.fromHit && !userAgent) return "no-user-agent";
  if (userAgent && IMAGE_PROXY.test(userAgent)) return "image-proxy";
  if (userAgent && SCANNER.test(userAgent)) return "scanner";
  if (event === "open" && ((userAgent && APPLE_PROXY_USER_AGENT.test(userAgent)) || isAppleAddress(ip)))
    return "apple-mpp";
  if (event === "click" && signals.sentAt) {
    const elapsed = signals.timestamp.getTime() - signals.sentAt.getTime();
    if (elapsed >= 0 && elapsed < CLICK_SCANNER_WINDOW_MS) return "click-on-delivery";
  }
  return null;
}
