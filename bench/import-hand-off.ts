// An import's hand-off (issue 41 item 6): after a CSV import completes, its new contacts are handed
// on in batches of 1,000 (lib/services/imports/hand-on-imported-contacts.ts), each batch reading the
// next 1,000 of the import's contacts after a cursor. Here the team already has BENCH_CONTACTS
// contacts (default 1,000,000: most from an earlier import, a tenth added one by one) and the new
// import brought BENCH_IMPORTED more (default 20,000), the newest ids, as an import's are. Nothing
// listens (no webhook, no flow), so the time is the hand-off's own reading and cursor writes.
// Reported: milliseconds per batch of 1,000, median of BENCH_RUNS runs (default 3), beside the
// ceiling in the same run: the same 1,000-row pages read by the primary key's range alone.
// BENCH_WITHOUT_INDEX=true drops the import's index (migration 20261203000400) first: the before.

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const IMPORTED = Number(process.env.BENCH_IMPORTED ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BATCH = 1_000;

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const { db } = await import("@/lib/db");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { handOnImportedContacts } = await import("@/lib/services/imports");

const { team } = await createTeamWithOwner({
  teamName: "Hand-off Bench",
  email: `hand-off-${Date.now()}@example.com`,
  password: "bench-password-123",
});
const teamId = team.id;
const generated = performance.now();
await db.$executeRawUnsafe(
  `INSERT INTO "MailingList" (id, "teamId", name, "updatedAt") VALUES ('h-l0', '${teamId}', 'Everyone', now())`,
);
for (const id of ["h-i0", "h-i1"])
  await db.$executeRawUnsafe(
    `INSERT INTO "ContactImport" (id, "listId", "teamId", status, "completedAt", "updatedAt") VALUES ('${id}', 'h-l0', '${teamId}', 'COMPLETED', now(), now())`,
  );
// Contact g: the earlier import's for most g, one by one (no import) for every tenth, the new
// import's for the last IMPORTED ids.
await db.$executeRawUnsafe(`
  INSERT INTO "Contact" (id, email, "listId", "teamId", status, "importId", "updatedAt")
  SELECT 'h-c' || lpad(g::text, 8, '0'), 'reader' || g || '@example.com', 'h-l0', '${teamId}', 'ACTIVE',
         CASE WHEN g >= ${CONTACTS} THEN 'h-i1' WHEN g % 10 = 0 THEN NULL ELSE 'h-i0' END, now()
  FROM generate_series(0, ${CONTACTS + IMPORTED - 1}) g`);
if (process.env.BENCH_WITHOUT_INDEX === "true") await db.$executeRawUnsafe(`DROP INDEX "Contact_import_hand_off_idx"`);
await db.$executeRawUnsafe(`VACUUM ANALYZE "Contact"`);
console.log(
  `generated ${CONTACTS + IMPORTED} contacts in ${((performance.now() - generated) / 1000).toFixed(1)} s (${database})`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const handOff: number[] = [];
const ceiling: number[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  await db.contactImport.update({ where: { id: "h-i1" }, data: { flowsCursor: null, flowsDoneAt: null } });
  let started = performance.now();
  const totals = await handOnImportedContacts({ importId: "h-i1" });
  if (totals.contacts !== IMPORTED) throw new Error(`run ${run} handed on ${totals.contacts} contacts`);
  const batches = Math.ceil(IMPORTED / BATCH);
  handOff.push((performance.now() - started) / batches);

  started = performance.now();
  let cursor = `h-c${String(CONTACTS - 1).padStart(8, "0")}`;
  for (let batch = 0; batch < batches; batch += 1) {
    const rows = await db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id FROM "Contact" WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      cursor,
    );
    cursor = rows.at(-1)?.id ?? cursor;
  }
  ceiling.push((performance.now() - started) / batches);
  console.log(
    `run ${run}: hand-off ${handOff.at(-1)!.toFixed(1)} ms per 1,000 contacts, ceiling ${ceiling.at(-1)!.toFixed(1)} ms`,
  );
}
console.log(
  `import hand-off at ${(CONTACTS + IMPORTED).toLocaleString("en")} contacts${process.env.BENCH_WITHOUT_INDEX === "true" ? " (without the import index)" : ""}: ` +
    `median ${median(handOff).toFixed(1)} ms per 1,000 contacts; ceiling (primary key range) ${median(ceiling).toFixed(1)} ms; ` +
    `${RUNS} runs`,
);
await db.$disconnect();

export {};
