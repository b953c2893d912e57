import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { createKey } from "../api-keys/api-key-client";
import { errorEnvelope } from "../auth/auth-client";
import { automations } from "../automations/automation-client";
import { campaigns } from "../campaigns/campaign-client";
import { lists } from "../contacts/audience-client";
import { createTestTeam } from "../helpers/teams";
import { templates } from "../templates/template-client";

// Plan caps hold under concurrency (docs/contract.md section 18's open defects): eight creates fired at once
// at a cap of 2 leave exactly 2 rows; the others answer 403 PLAN_LIMIT_REACHED.

beforeAll(() => db.$queryRaw`SELECT 1`);

const CAP = 2;
const AT_ONCE = 8;

async function teamOnCap(feature: ProductFeature) {
  const { team, token } = await createTestTeam();
  const product = await db.product.create({
    data: { name: `Cap ${randomUUID()}`, price: 0, features: { create: [{ feature, enabled: true, limit: CAP }] } },
  });
  await db.subscription.updateMany({ where: { team_id: team.id }, data: { product_id: product.id } });
  return { team, token, product };
}

type Answer = { status: number; body: unknown };

const cases: {
  feature: ProductFeature;
  create: (token: string, index: number) => Promise<Answer>;
  count: (teamId: string) => Promise<number>;
}[] = [
  {
    feature: "segmentation",
    create: (token, i) => lists.create(token, { name: `List ${i}` }),
    count: (teamId) => db.mailingList.count({ where: { teamId } }),
  },
  {
    feature: "email_campaigns",
    create: (token, i) => campaigns.create(token, { name: `Campaign ${i}` }),
    count: (teamId) => db.campaign.count({ where: { teamId } }),
  },
  {
    feature: "api_access",
    create: (token, i) => createKey(token, { name: `Key ${i}`, permissions: ["lists:read"] }),
    count: (teamId) => db.aPIKey.count({ where: { teamId } }),
  },
  {
    feature: "template_library",
    create: (token, i) => templates.create(token, { name: `Template ${i}`, subject: "Hi", html: "<p>Hi</p>" }),
    count: (teamId) => db.template.count({ where: { teamId } }),
  },
  {
    feature: "automation",
    create: (token, i) => automations.create(token, { name: `Automation ${i}` }),
    count: (teamId) => db.automation.count({ where: { teamId } }),
  },
];

describe("plan caps under concurrent creates", () => {
  for (const { feature, create, count } of cases) {
    it(`${feature}: ${AT_ONCE} creates at once at a cap of ${CAP} leave ${CAP}`, async () => {
      const { team, token, product } = await teamOnCap(feature);
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => create(token, index)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(CAP);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(refused).toHaveLength(AT_ONCE - CAP);
      const message = `Your ${product.name} plan allows ${CAP} ${feature.replaceAll("_", " ")} items. Upgrade to add more.`;
      for (const answer of refused)
        expect(answer).toEqual({
          status: 403,
          body: errorEnvelope("forbidden", "PLAN_LIMIT_REACHED", message, { feature, limit: CAP, used: CAP }),
        });
      expect(await count(team.id)).toBe(CAP);
    });
  }
});
