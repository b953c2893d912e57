import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { signedUpWithToken } from "./api";
import { expect } from "./fixtures";

// Shared by the i18n specs: a reader who picked German, and the check that a screen says nothing
// in English.

/** A fresh account (newAccount(`label`)) whose dashboard language is German, with its access token. */
export async function germanReader(request: APIRequestContext, label: string) {
  return signedUpWithToken(request, label, "de");
}

/** English words these screens used to show; none may remain in `scope` (the page's main area unless given). */
export async function expectNoEnglish(page: Page, words: string[], scope: Locator = page.locator("main")) {
  const text = await scope.innerText();
  for (const word of words) expect(text, `"${word}" is still in English on ${page.url()}`).not.toContain(word);
}
