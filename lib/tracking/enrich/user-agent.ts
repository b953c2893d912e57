import { LRUCache } from "lru-cache";
import UAParser from "ua-parser-js";
import type { DeviceType } from "@/lib/generated/prisma/enums";

/** Longest user agent kept: real ones are well under 300 characters; anything longer is noise or
 * an attack on the parser and the table, so it is cut before parsing and before storing. */
export const MAX_USER_AGENT_LENGTH = 512;

export type UserAgentInfo = {
  userAgent: string | null;
  browser: string | null;
  os: string | null;
  deviceType: DeviceType | null;
};

function truncateUserAgent(raw: string | null | undefined): string | null {
  const trimmed = raw?.trim();
  return trimmed ? trimmed.slice(0, MAX_USER_AGENT_LENGTH) : null;
}

/**
 * Browser, OS and device class of a user agent. ua-parser-js names phones and tablets; it leaves
 * the device type empty for desktops, so a recognised browser or OS without one is a desktop, and
 * consoles, TVs, wearables, embedded devices and unrecognisable agents are "other".
 */
export function parseUserAgent(raw: string | null | undefined): UserAgentInfo {
  const userAgent = truncateUserAgent(raw);
  if (!userAgent) return { userAgent: null, browser: null, os: null, deviceType: null };
  let info = parsed.get(userAgent);
  if (!info) {
    info = classify(userAgent);
    parsed.set(userAgent, info);
  }
  return info;
}

// Pixel bursts come from a few mail clients' agents over and over: parsing each distinct agent
// once (ua-parser-js runs dozens of regular expressions) takes that work off the hot path.
const parsed = new LRUCache<string, UserAgentInfo>({ max: 10_000 });

function classify(userAgent: string): UserAgentInfo {
  const result = new UAParser(userAgent).getResult();
  const browser = result.browser.name ?? null;
  const os = result.os.name ?? null;
  let deviceType: DeviceType;
  if (result.device.type === "mobile" || result.device.type === "tablet") deviceType = result.device.type;
  else if (result.device.type) deviceType = "other";
  else deviceType = browser || os ? "desktop" : "other";
  return { userAgent, browser, os, deviceType };
}
