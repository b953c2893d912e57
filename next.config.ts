import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// Dashboard languages (next-intl without locale routing: proxy.ts stays the only proxy).
const withNextIntl = createNextIntlPlugin("./lib/services/i18n/request-config.ts");

const nextConfig: NextConfig = {
  // Several dev servers can run side by side from one checkout (each with its own output folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The dev server is often opened as 127.0.0.1 (Playwright does); let its scripts load there too.
  allowedDevOrigins: ["127.0.0.1"],
  // CI runs `npm run typecheck` (the same tsc over the whole project) before it builds, so it skips
  // the build's second pass; a build anywhere else still refuses type errors.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Turbopack keeps its build work in .next/cache for the next build. CI builds a fresh clone that
  // it throws away, where writing that cache cost a third of the build (67 of 227 s, 2026-11-29).
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // Database drivers and the job runner hold native handles or WASM; keep them out of the bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "pg-boss",
    "@node-rs/argon2",
    "ioredis",
  ],
  async rewrites() {
    return [
      // docs/interface.md lists analytics and tracking paths with an extra leading /api/v1; serve both.
      { source: "/api/v1/api/v1/:path*", destination: "/api/v1/:path*" },
      // Unsubscribe links stay short in mail footers: /u/{token} is /api/v1/u/{token}.
      { source: "/u/:token", destination: "/api/v1/u/:token" },
      // The preference centre (docs/contract.md section 21): {{ preferencesUrl }} is /preferences/{token}.
      { source: "/preferences/:token", destination: "/api/v1/preferences/:token" },
    ];
  },
};

export default withNextIntl(nextConfig);
