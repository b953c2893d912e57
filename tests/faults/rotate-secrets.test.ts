import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecretWith, sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { rotateSecrets } from "@/lib/services/secrets";
import { smtpConfigFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";

// Key rotation (docs/contract.md section 25): a database holding every kind of secret, sealed under
// the key in use (env.ENCRYPTION_KEYS), is resealed under a new key; then the old key alone no
// longer opens any of them, the new one alone opens all, and a second run finds nothing to do.

/** One row of each kind, sealed under the current key; answers each kind's plaintext by row. */
async function everyKindOfSecret() {
  const { team, user } = await createTestTeam();
  const smtp = await smtpConfigFor(team.id, { port: 2525 });
  await db.sMTPConfig.update({ where: { id: smtp.id }, data: { eventSigningKey: sealSecret("event-key-1") } });
  await db.iMAPConfig.create({
    data: { teamId: team.id, host: "imap.example.com", port: 993, username: "u", password: sealSecret("imap-pw") },
  });
  await db.webhook.create({
    data: {
      teamId: team.id,
      name: "Hook",
      url: "https://example.com/h",
      secret: sealSecret("whsec-0123456789abcdef"),
      events: ["open"],
    },
  });
  await db.domain.create({
    data: {
      teamId: team.id,
      domain: `rotate-${team.id}.example.com`,
      dkimPrivateKey: sealSecret("dkim-private"),
      nextDkimPrivateKey: sealSecret("dkim-next-private"),
    },
  });
  await db.model.create({
    data: { teamId: team.id, name: "Writer", provider: "openai", apiKey: sealSecret("sk-model") },
  });
  await db.user.update({ where: { id: user.id }, data: { totpSecret: sealSecret("JBSWY3DPEHPK3PXP") } });
  return team.id;
}

async function storedSecrets(teamId: string) {
  const smtp = await db.sMTPConfig.findFirstOrThrow({ where: { teamId } });
  return {
    smtp_password: smtp.password,
    smtp_event_signing_key: smtp.eventSigningKey!,
    imap_password: (await db.iMAPConfig.findFirstOrThrow({ where: { teamId } })).password,
    webhook_secret: (await db.webhook.findFirstOrThrow({ where: { teamId } })).secret,
    dkim_private_key: (await db.domain.findFirstOrThrow({ where: { teamId } })).dkimPrivateKey!,
    dkim_next_private_key: (await db.domain.findFirstOrThrow({ where: { teamId } })).nextDkimPrivateKey!,
    model_api_key: (await db.model.findFirstOrThrow({ where: { teamId } })).apiKey!,
    totp_secret: (await db.user.findFirstOrThrow({ where: { teamId } })).totpSecret!,
  };
}

describe("npm run rotate-secrets", () => {
  it("reseals every kind of secret under the newest key, resumably; the old key alone then opens none", async () => {
    const teamId = await everyKindOfSecret();
    const [oldKey] = env.ENCRYPTION_KEYS;
    const newKey = randomBytes(32);
    const before = await storedSecrets(teamId);
    const plaintexts = Object.fromEntries(
      Object.entries(before).map(([kind, sealed]) => [kind, openSecretWith([oldKey], sealed)]),
    );

    const first = await rotateSecrets({ keys: [newKey, oldKey], batchSize: 1 });
    expect(Object.fromEntries(Object.entries(first).map(([kind, counts]) => [kind, counts.rotated]))).toEqual(
      Object.fromEntries(Object.keys(before).map((kind) => [kind, 1])),
    );
    expect(Object.values(first).every((counts) => counts.unreadable === 0 && counts.current === 0)).toBe(true);

    const after = await storedSecrets(teamId);
    for (const [kind, sealed] of Object.entries(after)) {
      expect(openSecretWith([newKey], sealed), kind).toBe(plaintexts[kind]);
      expect(() => openSecretWith([oldKey], sealed), kind).toThrow();
    }

    // Run again (say after an interruption): everything is current, nothing changes.
    const second = await rotateSecrets({ keys: [newKey, oldKey] });
    expect(Object.values(second).every((counts) => counts.rotated === 0 && counts.current === 1)).toBe(true);
    expect(await storedSecrets(teamId)).toEqual(after);
    // Without the key that sealed them, secrets are reported, not lost.
    const stranger = await rotateSecrets({ keys: [randomBytes(32)] });
    expect(Object.values(stranger).every((counts) => counts.unreadable === 1)).toBe(true);
  });
});
