import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { accessToken } from "./api";
import { expect, newAccount, registerAccount, saveScreenshot, test } from "./fixtures";

// Shared by the automation editor specs: the test's account and page-error log, the canvas
// screenshot, and dragging and joining steps with the mouse.

/**
 * The start of a flow editor test: a long timeout (the editor is heavy on a loaded machine), the
 * page's uncaught errors collected for the test's last check, and a fresh account with its token.
 */
export async function startFlowTest(page: Page, request: APIRequestContext, label: string) {
  test.setTimeout(240_000);
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const account = await registerAccount(request, newAccount(label));
  const token = await accessToken(request, account);
  return { pageErrors, account, token };
}

/** The viewport only, with the pointer moved off the canvas so no hover state shows. */
export async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await saveScreenshot(page, name, { fullPage: false });
}

/** Drops a palette step on the canvas with its card centred at (x, y) of the canvas. */
export async function dragStep(page: Page, kind: string, x: number, y: number) {
  const before = await page.getByTestId("flow-node").count();
  await page.getByTestId(`palette-${kind}`).dragTo(page.getByTestId("flow-canvas"), { targetPosition: { x, y } });
  await expect(page.getByTestId("flow-node")).toHaveCount(before + 1);
  return page.getByTestId("flow-node").nth(before);
}

/** Presses on a handle and releases over another, as a person joining two steps does. */
export async function connect(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("handle not on screen");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2 + 10, { steps: 8 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

export const source = (node: Locator) => node.locator(".react-flow__handle.source").first();
export const target = (node: Locator) => node.locator(".react-flow__handle.target");
