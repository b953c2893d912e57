import { expect, test } from "./support/fixtures";

// app/globals.css: under prefers-reduced-motion, animations end at once; without it they run.
test("a spinner turns for everyone but a person who asks for reduced motion", async ({ page }) => {
  await page.goto("/sign-in");
  await page.evaluate(() =>
    document.body.insertAdjacentHTML("beforeend", '<div id="probe" class="animate-spin"></div>'),
  );
  const iterations = () => page.locator("#probe").evaluate((node) => getComputedStyle(node).animationIterationCount);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await iterations()).toBe("infinite");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await iterations()).toBe("1");
});
