import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { POST as eraseRoute } from "@/app/api/v1/contacts/[id]/erase/route";
import { db } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { createContact, createList, send } from "../contacts/audience-client";
import { createTestTeam } from "../helpers/teams";
import { importCsv } from "../imports/import-client";

// Erasure (POST /contacts/{id}/erase, issue 23) beyond the contact, emails and tracking rows: the
// team's uploaded CSV files lose the person's records (the others kept byte for byte), and audit
// entries, webhook payloads, inbound messages and import errors lose the address where it appears,
// while a neighbour whose address contains the person's (b<address>) is left alone.

const erase = (token: string, id: string) =>
  send(eraseRoute, token, `/contacts/${id}/erase`, { method: "POST", params: { id } });
const stamp = () => Math.random().toString(36).slice(2, 8);

async function fixture() {
  const { team, token } = await createTestTeam("Mentions Co");
  const address = `grace.${stamp()}@example.com`;
  const neighbour = `b${address}`;
  const list = await createList(token, "Newsletter");
  const contact = await createContact(token, { listId: list.id, email: address, firstName: "Grace" });
  // An import whose file names both, a quoted cell with a line break and a comma included.
  const csv = `email,first name,notes\n${address.toUpperCase()},Grace,"likes ""cobol"",\nand ships"\n${neighbour},Bea,"friend of ${neighbour}"\nother@example.org,Olly,plain\n`;
  const imported = await importCsv({ token }, list.id, csv);
  expect(imported.status).toBe("COMPLETED");
  const importRow = await db.contactImport.findUniqueOrThrow({ where: { id: imported.id }, include: { file: true } });
  await db.contactImport.update({
    where: { id: imported.id },
    data: {
      errors: [
        { row: 9, message: `${address} appears twice` },
        { row: 10, message: `${neighbour} appears twice` },
      ],
    },
  });

  const audit = await db.auditLog.create({
    data: {
      teamId: team.id,
      action: "suppression.created",
      actorType: "user",
      targetType: "suppression",
      targetId: address,
      details: { email: address, note: `added ${address.toUpperCase()} and ${neighbour}` },
    },
  });
  const neighbourAudit = await db.auditLog.create({
    data: {
      teamId: team.id,
      action: "suppression.created",
      actorType: "user",
      targetId: neighbour,
      details: { email: neighbour },
    },
  });
  const webhook = await db.webhook.create({
    data: {
      teamId: team.id,
      name: "CRM",
      url: "https://crm.example.com/hook",
      secret: "x",
      events: ["contact.created"],
    },
  });
  const delivery = await db.delivery.create({
    data: {
      webhookId: webhook.id,
      event: "contact.created",
      payload: { type: "contact.created", data: { email: address, to: [`Grace <${address}>`], list: "Newsletter" } },
      status: "SUCCESS",
    },
  });
  const neighbourDelivery = await db.delivery.create({
    data: {
      webhookId: webhook.id,
      event: "contact.created",
      payload: { data: { email: neighbour } },
      status: "SUCCESS",
    },
  });
  const mailbox = await db.iMAPConfig.create({
    data: { teamId: team.id, host: "imap.example.com", port: 993, username: "bounces", password: "x" },
  });
  const inbound = await db.inboundMessage.create({
    data: {
      teamId: team.id,
      imapConfigId: mailbox.id,
      messageKey: `<dsn=${address}>`,
      uid: 1,
      outcome: "ignored",
      reason: `550 5.1.1 <${address}>: user unknown`,
    },
  });
  const neighbourInbound = await db.inboundMessage.create({
    data: {
      teamId: team.id,
      imapConfigId: mailbox.id,
      messageKey: `<dsn=${neighbour}>`,
      uid: 2,
      outcome: "ignored",
      reason: `550 <${neighbour}>`,
    },
  });
  return {
    team,
    token,
    address,
    neighbour,
    contact,
    csv,
    file: importRow.file!,
    importId: imported.id,
    audit,
    neighbourAudit,
    delivery,
    neighbourDelivery,
    inbound,
    neighbourInbound,
  };
}

describe("POST /contacts/{id}/erase: where the address is mentioned", () => {
  it("scrubs uploaded CSV files, audit entries, webhook payloads, inbound messages and import errors", async () => {
    const f = await fixture();
    const response = await erase(f.token, f.contact.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      erased: true,
      contacts: 1,
      files: 1,
      auditEntries: 1,
      webhookDeliveries: 1,
      inboundMessages: 1,
      importErrors: 1,
    });

    // The CSV keeps its header and the other records as they were written; its size follows.
    const stored = await text(await getStorage().get(f.file.path));
    expect(stored).toBe(
      `email,first name,notes\n${f.neighbour},Bea,"friend of ${f.neighbour}"\nother@example.org,Olly,plain\n`,
    );
    expect((await db.file.findUniqueOrThrow({ where: { id: f.file.id } })).size).toBe(Buffer.byteLength(stored));

    expect(await db.auditLog.findUniqueOrThrow({ where: { id: f.audit.id } })).toMatchObject({
      action: "suppression.created",
      targetId: "[erased]",
      details: { email: "[erased]", note: `added [erased] and ${f.neighbour}` },
    });
    expect(await db.delivery.findUniqueOrThrow({ where: { id: f.delivery.id } })).toMatchObject({
      status: "SUCCESS",
      payload: { type: "contact.created", data: { email: "[erased]", to: ["Grace <[erased]>"], list: "Newsletter" } },
    });
    const inbound = await db.inboundMessage.findUniqueOrThrow({ where: { id: f.inbound.id } });
    expect(inbound).toMatchObject({
      outcome: "ignored",
      reason: "550 5.1.1 <[erased]>: user unknown",
      messageKey: expect.stringMatching(/^erased:[0-9a-f]{64}$/),
    });
    expect((await db.contactImport.findUniqueOrThrow({ where: { id: f.importId } })).errors).toEqual([
      { row: 9, message: "[erased] appears twice" },
      { row: 10, message: `${f.neighbour} appears twice` },
    ]);

    // The neighbour's rows are as they were.
    expect(await db.auditLog.findUniqueOrThrow({ where: { id: f.neighbourAudit.id } })).toMatchObject({
      targetId: f.neighbour,
      details: { email: f.neighbour },
    });
    expect((await db.delivery.findUniqueOrThrow({ where: { id: f.neighbourDelivery.id } })).payload).toEqual({
      data: { email: f.neighbour },
    });
    expect(await db.inboundMessage.findUniqueOrThrow({ where: { id: f.neighbourInbound.id } })).toMatchObject({
      messageKey: `<dsn=${f.neighbour}>`,
      reason: `550 <${f.neighbour}>`,
    });

    // Nothing of these kinds in the team still names the address.
    const dump = JSON.stringify([
      await db.auditLog.findMany({ where: { teamId: f.team.id } }),
      await db.delivery.findMany({ where: { webhook: { teamId: f.team.id } } }),
      await db.inboundMessage.findMany({ where: { teamId: f.team.id } }),
      await db.contactImport.findMany({ where: { teamId: f.team.id } }),
      stored,
    ]).toLowerCase();
    expect(dump.replaceAll(f.neighbour, "")).not.toContain(f.address);
  }, 120_000);

  it("leaves a file that never names the address untouched", async () => {
    const f = await fixture();
    const { team, token } = f;
    const list = await createList(token, "Other");
    const csv = "email;first name\r\nsomeone@example.net;Sam\r\n";
    const imported = await importCsv({ token }, list.id, csv);
    const other = await db.contactImport.findUniqueOrThrow({ where: { id: imported.id }, include: { file: true } });
    expect((await erase(token, f.contact.id)).status).toBe(200);
    expect(await text(await getStorage().get(other.file!.path))).toBe(csv);
    expect(await db.contact.count({ where: { teamId: team.id, email: "someone@example.net" } })).toBe(1);
  }, 120_000);
});
