import { db } from "@/lib/db";
import { createTeamWithOwner } from "@/lib/services/teams/create-team-with-owner";

// The audience and the SMTP server of the sending benchmarks (campaign-send, campaign-memory,
// send-pipeline). Loaded with `await import()` after prepareBenchDatabase() has pointed the
// process at its database, like the app modules.

const FIRST = ["Anna", "Ben", "Chloé", "David", "Emma", "Felix", "Greta", "Hugo", "Inès", "Jonas"];

/** A new team with its owner's id; `unlimited` puts it on the Enterprise plan. */
export async function createBenchTeam(teamName: string, { unlimited }: { unlimited: boolean }) {
  const { team, user } = await createTeamWithOwner({
    teamName,
    email: `bench-${Date.now()}@example.com`,
    password: "bench-password-123",
  });
  if (unlimited) {
    // The Free plan's monthly quota would cancel most of the audience.
    const enterprise = await db.product.findFirstOrThrow({ where: { name: "Enterprise", email_limit: null } });
    await db.subscription.create({ data: { team_id: team.id, product_id: enterprise.id, status: "active" } });
  }
  return { ...team, ownerId: user.id };
}

/**
 * A list "Everyone" of `count` contacts, written 5,000 at a time: reader<n>@example<n % 97>.com,
 * with a first name, a company and a plan to personalise with, plus what `more(n)` adds.
 */
export async function createBenchList(teamId: string, count: number, more: (n: number) => object = () => ({})) {
  const list = await db.mailingList.create({ data: { teamId, name: "Everyone" } });
  for (let start = 0; start < count; start += 5_000) {
    await db.contact.createMany({
      data: Array.from({ length: Math.min(5_000, count - start) }, (_, offset) => {
        const n = start + offset;
        return {
          teamId,
          listId: list.id,
          email: `reader${n}@example${n % 97}.com`,
          firstName: FIRST[n % FIRST.length],
          company: `Company ${n % 300}`,
          metadata: { plan: n % 3 === 0 ? "pro" : "free" },
          ...more(n),
        };
      }),
    });
  }
  return list;
}

/** The team's default SMTP server: the local sink on `port`, no TLS, no login, no rate limit to speak of. */
export function createSinkSmtpConfig(teamId: string, port: number, fromEmail: string) {
  return db.sMTPConfig.create({
    data: {
      teamId,
      name: "sink",
      provider: "CUSTOM",
      host: "127.0.0.1",
      port,
      username: "",
      password: "",
      fromEmail,
      fromName: "Bench News",
      maxSendRate: 1_000_000,
      requiresAuth: false,
      supportsTls: false,
      isDefault: true,
    },
  });
}

type CampaignRefs = Record<"team" | "list" | "template" | "smtpConfig", { id: string }>;

/** A campaign to the list in batches of 500: a DRAFT as the marketer leaves it, unless `status` says otherwise. */
export function createBenchCampaign(
  name: string,
  { team, list, template, smtpConfig }: CampaignRefs,
  state: { status?: "SENDING"; startedAt?: Date } = {},
) {
  return db.campaign.create({
    data: {
      teamId: team.id,
      name,
      listId: list.id,
      templateId: template.id,
      smtpConfigId: smtpConfig.id,
      batchSize: 500,
      ...state,
    },
  });
}

/** A campaign as the send job finds it once a send has begun: SENDING, in batches of 500. */
export function createSendingCampaign(name: string, refs: CampaignRefs) {
  return createBenchCampaign(name, refs, { status: "SENDING", startedAt: new Date() });
}
