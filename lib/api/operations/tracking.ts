import { defineOperation } from "./define-operation";
import { z } from "zod";
import { TrackingEntrySchema, TrackBodySchema } from "@/lib/validation/tracking";

// Tracking answers any token (docs/contract.md section 8), so these accept any string.
const openTokenParams = z.object({ token: z.string().meta({ description: "The email's signed open token" }) });
const clickTokenParams = z.object({
  token: z.string().meta({ description: "The signed click token of one link of one email" }),
});

export const getPublicImageOperation = defineOperation({
  method: "GET",
  path: "/public/images/{token}",
  summary: "An image for email content",
  description:
    "The bytes of an uploaded PNG, JPEG, GIF or WebP image, inline, through the permanent link in the File's `publicUrl` " +
    "(no credential: the signed token is the authority). Meant for images placed in templates, which must keep loading " +
    "long after sending. 404 for an altered token, a deleted file or a file that is not an image.",
  tags: ["Files"],
  auth: "public",
  // Loaded by mail clients and their image proxies (many readers behind one address), like the
  // open pixel: the tracking group's 1000/min, not the default 100.
  rateGroup: "tracking",
  params: z.object({ token: z.string().min(1).max(2048) }),
  responseDescription: "The image's bytes, with its stored `Content-Type`",
  errors: [404],
});

export const trackOpenOperation = defineOperation({
  method: "GET",
  path: "/t/o/{token}",
  summary: "Open tracking pixel",
  description:
    "A 43-byte transparent GIF (`image/gif`, `Cache-Control: no-store, no-cache, must-revalidate, private`, `Pragma: no-cache`), " +
    "answered for any token. A genuine token records an `open` for its email, enriched with browser, OS, device type " +
    "(from the user agent) and city, region, country (from the client IP, DB-IP Lite). Opens by mail-privacy proxies " +
    "(Apple Mail Privacy Protection, Gmail and Yahoo image proxies), scanners, HEAD requests and agent-less requests are " +
    "stored with `isAutomated: true` and left out of human open rates. Entries are written in batches within about 250 ms.",
  tags: ["Tracking"],
  auth: "public",
  rateGroup: "tracking",
  params: openTokenParams,
  responseDescription: "image/gif, 43 bytes",
});

export const trackClickOperation = defineOperation({
  method: "GET",
  path: "/t/c/{token}",
  summary: "Tracked link",
  description:
    "302 to the original URL signed into the token, and a `click` recorded with that `url`, enriched like opens. " +
    "Clicks within 2 seconds of the email's `sentAt`, by known link scanners (Microsoft Safe Links, Barracuda, Proofpoint, " +
    "Mimecast...), by HEAD requests or without a user agent are stored with `isAutomated: true` and left out of human " +
    "click rates. A forged or altered token records nothing and answers 404 (never a redirect).",
  tags: ["Tracking"],
  auth: "public",
  rateGroup: "tracking",
  params: clickTokenParams,
  successStatus: 302,
  responseDescription: "Redirect (Location: the original URL)",
  errors: [404],
});

export const createTrackingEntryOperation = defineOperation({
  method: "POST",
  path: "/t",
  summary: "Create a tracking entry",
  description:
    "Records an event for an email and answers the stored EmailTracking object (200), written synchronously. Two forms:\n\n" +
    "- With a credential holding `analytics:write`: `{ emailId, event, timestamp?, url?, userAgent?, ipAddress?, metadata? }` " +
    "for an email of the caller's team (another team's id or an unknown one: 404). Events: click, open, reply, bounce, complaint. " +
    "`bounce` sets the recipient's contacts BOUNCED, marks the email BOUNCED and suppresses the address (reason BOUNCED); " +
    "`complaint` sets them COMPLAINED and suppresses the address (reason COMPLAINED).\n" +
    "- Without a credential: `{ token, event }` with the signed token of the email's open pixel (`event: open`) or of one of " +
    "its links (`event: click`, recorded with that link's URL); the reader's user agent and address come from the request. " +
    "A forged or altered token: 404.\n\n" +
    "Browser, OS and device type are derived from the user agent, city, region and country from the IP address; " +
    "proxy and scanner traffic is stored with `isAutomated: true`. Also served at `/api/v1/api/v1/t`.",
  tags: ["Tracking"],
  auth: "optional",
  rateGroup: "tracking",
  body: TrackBodySchema,
  successStatus: 200,
  response: TrackingEntrySchema,
  errors: [404],
});
