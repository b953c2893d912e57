import { defineConfig, devices } from "@playwright/test";
import { E2E_DNS_PORT } from "./e2e/support/dns-port";
import { E2E_RELAY_PORT } from "./e2e/support/relay-port";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/playwright",
  // Tests, not only spec files, are spread over the workers: each test signs up its own account
  // from its own client address (e2e/support/fixtures.ts), dashboard-shell.spec.ts's beforeAll
  // account is one per worker, and only domains.spec.ts's first test listens on the fixed DNS port.
  fullyParallel: true,
  // Two at a time against the one server: a test spends most of its time waiting on the page. The
  // suite took 10.8 min with two on the 2-core machine (2026-11-26), against about 18 min with one.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    viewport: { width: 1440, height: 900 },
    // As a person who asks for less motion (app/globals.css): no chart drawing itself in for a
    // second and a half, no spinner turning, so the browser, which renders in software here, paints
    // fewer frames; screenshots stop animations anyway.
    reducedMotion: "reduce",
    // Recording a trace of every test costs CPU the two workers need; in CI the retry records it.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // Debian's chromium, never a browser downloaded by Playwright.
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        // The browsers took about three quarters of the suite's CPU (642 of 883 CPU-seconds,
        // 2026-12-01), and the suite is bound by the two cores. One renderer for the app's one
        // site rather than one per site and a spare, the compositor in the browser process rather
        // than a GPU process of its own, no smooth scrolling, and V8's baseline compiler only (the
        // pages live seconds; the optimizing compilers' work did not pay for itself). On eight
        // tests run alternately with and without them: 48.5 and 52.2 CPU-seconds of the browsers
        // against 55.8, 60.0 and 65.2.
        "--disable-site-isolation-trials",
        "--disable-features=IsolateOrigins,site-per-process,SpareRendererForSitePerProcess,BackForwardCache,Translate,OptimizationHints,MediaRouter,PaintHolding",
        "--disable-smooth-scrolling",
        "--num-raster-threads=1",
        "--disable-threaded-animation",
        "--in-process-gpu",
        "--js-flags=--max-opt=1",
      ],
    },
  },
  webServer: {
    command: "npm start",
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      // E2E_DATA_DIR lets two runs side by side keep separate embedded databases.
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
      DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
      SMTP_RELAY_PORT: String(E2E_RELAY_PORT),
      // E2E_DATABASE_URL runs the app on that PostgreSQL database; without it, on the embedded
      // database under DATA_DIR, as a first-time `npm start` does (and CI).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
