import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";
import { parse as parseConnectionString } from "pg-connection-string";
import { openPglite } from "./pglite";
import { pgliteAdapterFactory, type DatabaseTarget } from "./adapter";

// Prisma 6's JavaScript schema engine drives migrations through a driver adapter, so the CLI needs
// no native engine download. The stock adapters need three fixes for that job:
//  1. PrismaPg rejects catalog columns of built-in types it has no mapping for (`name`, `char`,
//     `regproc`...; prisma/orm#27403). Introspection only needs them as text.
//  2. PrismaPg's shadow database is opened with `{ ...config, database }`, but a `connectionString`
//     in the config wins over `database`, so the "shadow" is the main database. Pass the parsed
//     fields instead, and close the shadow pool before dropping the database it is connected to.
//  3. The engine applies a whole migration file as one parameterless query; pg answers such a
//     script with one result per statement, which PrismaPg does not expect. Both adapters also
//     split or fire-and-forget `executeScript`; send the script whole and wait for it.

// Built-in type ids below 1000 that the adapter already maps to a proper column type.
const MAPPED_BUILTIN_TYPE_IDS = new Set([16, 17, 20, 21, 23, 25, 26, 114, 142, 199, 650, 700, 701, 790, 869]);
const TEXT_TYPE_ID = 25;

type PgField = { name: string; dataTypeID: number };
type PgResult = { fields: PgField[]; rows: unknown[] };
type PgQueryableInternals = { performIO(query: SqlQuery): Promise<PgResult | PgResult[]> };

function adaptForMigrations(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const internals = adapter as unknown as PgQueryableInternals;
  const performIO = internals.performIO.bind(adapter);
  internals.performIO = async (query) => {
    const answer = await performIO(query);
    // A parameterless script goes over the simple protocol and answers one result per
    // statement; the last one is the answer of the script.
    const result = Array.isArray(answer) ? answer[answer.length - 1] : answer;
    for (const field of result.fields ?? []) {
      if (field.dataTypeID < 1000 && !MAPPED_BUILTIN_TYPE_IDS.has(field.dataTypeID)) field.dataTypeID = TEXT_TYPE_ID;
    }
    return result;
  };
  return adapter;
}

type ScriptRunner = { query(text: string): Promise<unknown> } | { exec(text: string): Promise<unknown> };

function runScriptsWhole(adapter: SqlDriverAdapter, driver: ScriptRunner): SqlDriverAdapter {
  adapter.executeScript = async (script: string) => {
    if ("exec" in driver) await driver.exec(script);
    else await driver.query(script);
  };
  return adapter;
}

function postgresMigrationAdapter(url: string): SqlMigrationAwareDriverAdapterFactory {
  const parsed = parseConnectionString(url);
  const connection = {
    host: parsed.host ?? "127.0.0.1",
    port: parsed.port ? Number(parsed.port) : 5432,
    user: parsed.user ?? undefined,
    password: parsed.password ?? undefined,
    database: parsed.database ?? undefined,
    ssl: parsed.ssl ? (parsed.ssl as object) : undefined,
  };
  const open = async (database?: string) => {
    const factory = new PrismaPg({ ...connection, ...(database ? { database } : {}), max: 2 });
    const adapter = await factory.connect();
    const pool = (adapter as unknown as { client: ScriptRunner }).client;
    return runScriptsWhole(adaptForMigrations(adapter), pool);
  };
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => open(),
    async connectToShadowDb() {
      const main = await open();
      const shadowName = `prisma_migrate_shadow_db_${crypto.randomUUID().replaceAll("-", "")}`;
      await main.executeScript(`CREATE DATABASE "${shadowName}"`);
      const shadow = await open(shadowName);
      const disposeShadow = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await disposeShadow();
        await main.executeScript(`DROP DATABASE IF EXISTS "${shadowName}"`);
        await main.dispose();
      };
      return shadow;
    },
  };
}

function pgliteMigrationAdapter(dir: string): SqlMigrationAwareDriverAdapterFactory {
  const connectTo = async (location: string) => {
    const client = await openPglite(location);
    return runScriptsWhole(await (await pgliteAdapterFactory(client)).connect(), client);
  };
  return {
    provider: "postgres",
    adapterName: "pglite-prisma-adapter",
    connect: () => connectTo(dir),
    connectToShadowDb: () => connectTo(`memory://shadow-${crypto.randomUUID()}`),
  };
}

/** The adapter `prisma migrate` uses (see prisma.config.ts). */
export function createMigrationAdapter(target: DatabaseTarget): SqlMigrationAwareDriverAdapterFactory {
  return target.kind === "postgres" ? postgresMigrationAdapter(target.url) : pgliteMigrationAdapter(target.dir);
}
