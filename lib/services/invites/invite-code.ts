import { randomBytes } from "node:crypto";

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** 192 random bits, URL-safe: the invite link carries it as is. */
export function generateInviteCode(): string {
  return randomBytes(24).toString("base64url");
}

export function inviteExpiry(from = new Date()): Date {
  return new Date(from.getTime() + INVITE_TTL_MS);
}
