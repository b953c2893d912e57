import { randomBytes } from "node:crypto";
import { ALL_PERMISSIONS } from "@/lib/auth/permissions";
import { stripePriceFor } from "@/lib/billing/stripe";
import { PLAN_SEEDS } from "@/lib/config/plans";
import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { createTeamWithOwner } from "@/lib/services/teams/create-team-with-owner";

// Idempotent: plans and permission resources are upserted on every start; the demo team is
// created only on an empty database.

async function seedPermissions() {
  for (const permission of ALL_PERMISSIONS) {
    const [name, action] = permission.split(":");
    const resource = await db.resource.upsert({
      where: { name_action: { name, action } },
      create: { name, action },
      update: {},
    });
    await db.resourcePermission.upsert({
      where: { resourceId_scope: { resourceId: resource.id, scope: "team" } },
      create: { resourceId: resource.id, scope: "team" },
      update: {},
    });
  }
}

async function seedPlans() {
  for (const { features, ...plan } of PLAN_SEEDS) {
    // STRIPE_PRICE_<PLAN>_<INTERVAL> fills billing_id on every start; a price set by hand is kept.
    const priceId = stripePriceFor({ ...plan, billing_id: null });
    const row = priceId ? { ...plan, billing_id: priceId } : plan;
    const product = await db.product.upsert({
      where: { name_interval: { name: plan.name, interval: plan.interval } },
      create: row,
      update: row,
    });
    for (const [feature, config] of Object.entries(features) as [
      ProductFeature,
      { enabled: boolean; limit: number | null },
    ][]) {
      await db.productFeatureConfig.upsert({
        where: { product_id_feature: { product_id: product.id, feature } },
        create: { product_id: product.id, feature, ...config },
        update: config,
      });
    }
  }
}

/**
 * The demo team sends through the built-in capture server out of the box, so "Send email" works on
 * a fresh install and the Outbox shows the result. Created with the demo team only (never again).
 */
async function seedCaptureSmtpConfig(teamId: string) {
  if (env.SMTP_CAPTURE_PORT === 0) return;
  await db.sMTPConfig.create({
    data: {
      teamId,
      name: "Local capture (development)",
      provider: "CUSTOM",
      host: "127.0.0.1",
      port: env.SMTP_CAPTURE_PORT,
      username: "capture",
      // The capture server accepts any login; SMTP configs always hold a sealed password.
      password: sealSecret(randomBytes(12).toString("base64url")),
      fromEmail: "hello@demo.sendwell.local",
      fromName: "Sendwell Demo",
      maxSendRate: 50,
      isDefault: true,
      requiresAuth: false,
      supportsTls: false,
    },
  });
}

async function seedDemoTeam() {
  if ((await db.team.count()) > 0) return;
  const email = "admin@sendwell.local";
  const password = randomBytes(9).toString("base64url");
  const { team } = await createTeamWithOwner({
    teamName: "Demo team",
    email,
    password,
    firstName: "Demo",
    lastName: "Admin",
  });
  await seedCaptureSmtpConfig(team.id);
  console.log("\n  Demo team created. Sign in with:");
  console.log(`    email:    ${email}`);
  console.log(`    password: ${password}\n`);
}

export async function seed() {
  await seedPermissions();
  await seedPlans();
  if (env.SEED_DEMO) await seedDemoTeam();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed()
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
