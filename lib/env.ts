import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { OperatorOverrideSchema } from "@/lib/validation/rate-limits";

// Configuration is read and validated once, here. Everything is optional for local use: secrets
// that are not given are generated on first start and kept under DATA_DIR so they survive restarts.

/** A host name, an IP address or a CIDR (MODEL_ALLOWED_HOSTS); an empty entry is skipped. */
function isHostOrCidr(entry: string): boolean {
  if (entry === "") return true;
  const [address, prefix, ...rest] = entry.replace(/^\[(.*)\]$/, "$1").split("/");
  if (rest.length > 0) return false;
  if (prefix !== undefined) {
    const family = isIP(address);
    return family !== 0 && /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  }
  return isIP(address) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(address);
}

const booleanString = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.string().min(1).optional(),
  // A streaming replica of DATABASE_URL that reports, list reads and exports read from
  // (lib/db/read-replica.ts); skipped while down or over READ_REPLICA_MAX_LAG_SECONDS behind.
  DATABASE_READ_URL: z.string().min(1).optional(),
  READ_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0).max(86_400).default(10),
  REDIS_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  ENCRYPTION_KEY: z.string().optional(),
  // Root keys for secrets at rest, newest first, comma-separated (docs/contract.md section 25).
  ENCRYPTION_KEYS: z.string().optional(),
  SYSTEM_SMTP_URL: z.string().optional(),
  SYSTEM_MAIL_FROM: z.string().default("Sendwell <no-reply@sendwell.local>"),
  SMTP_CAPTURE_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  // SMTP submission (docs/contract.md section 17): off unless a port is set; loopback unless a host is set.
  SMTP_RELAY_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_RELAY_HOST: z.string().default("127.0.0.1"),
  SMTP_RELAY_TLS_CERT: z.string().optional(),
  SMTP_RELAY_TLS_KEY: z.string().optional(),
  SMTP_RELAY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  DNS_SERVERS: z.string().optional(),
  JOBS_DRIVER: z.enum(["pgboss", "inngest"]).default("pgboss"),
  // The schema pg-boss keeps its queue in; the tests give each file its own so that one file's
  // worker never takes another file's jobs on a shared database.
  PGBOSS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: "must be a lowercase SQL identifier" })
    .default("pgboss"),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  INNGEST_DEV: z.string().optional(),
  STORAGE_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Where the Stripe SDK sends its requests (default Stripe's API); tests point it at a local stand-in.
  STRIPE_API_URL: z.url().optional(),
  ALLOW_PRIVATE_TARGETS: booleanString.optional(),
  // AI model hosts on private addresses (a local Ollama), comma-separated host names, IPs or CIDRs
  // (docs/contract.md section 24): allowed for models only, never for webhooks, SMTP or IMAP.
  MODEL_ALLOWED_HOSTS: z
    .string()
    .refine((value) => value.split(",").every((entry) => isHostOrCidr(entry.trim())), {
      error: "must be comma-separated host names, IP addresses or CIDRs (10.0.0.0/8)",
    })
    .optional(),
  // One request to a model: how long it may take, and how often a 429/5xx/timeout is tried again.
  MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  MODEL_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  // The host (a * stands for one name label) an SNS message's signing certificate and subscription
  // URL must be on, for SES events (docs/contract.md section 20).
  SNS_CERT_HOST: z.string().min(1).default("sns.*.amazonaws.com"),
  // SpamAssassin's spamd, which scores a campaign or template in its pre-send check (docs/contract.md 22).
  SPAMD_HOST: z.string().min(1).default("127.0.0.1"),
  // The host of the List-Unsubscribe mailto address (unsubscribe+<token>@host) the IMAP intake reads
  // (docs/contract.md section 21); unset: APP_URL's host.
  INBOUND_DOMAIN: z.string().min(1).optional(),
  // The envelope sender's domain (VERP: bounce+<token>@domain) when the team's settings name none
  // (docs/contract.md section 20); its MX must deliver to a mailbox the IMAP intake reads. Unset: off.
  BOUNCE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, "must be a domain name")
    .optional(),
  SPAMD_PORT: z.coerce.number().int().min(1).max(65535).default(783),
  TRUST_PROXY: booleanString.default(true),
  JOBS_WORKER: booleanString.default(true),
  // The production server on PostgreSQL writes tracking hits in a thread of its own (lib/tracking/record/recorder.ts).
  TRACKING_RECORDER_THREAD: booleanString.default(true),
  // The production server answers a pixel or link hit only once it is in a durable local log that
  // the next start drains (lib/tracking/record/hit-spool.ts); false answers at once (a crash then
  // loses what was answered and not yet stored). Its directory defaults to DATA_DIR/tracking-spool.
  TRACKING_SPOOL: booleanString.default(true),
  TRACKING_SPOOL_DIR: z.string().optional(),
  // Hits waiting in memory to be written; when that many wait, answers wait for room (backpressure).
  TRACKING_QUEUE_MAX: z.coerce.number().int().min(1_000).max(5_000_000).default(10_000),
  // Operations (docs/contract.md section 19). Logs are JSON lines on stdout; tests are silent by default.
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  METRICS_TOKEN: z.string().min(1).optional(),
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  // `npm run worker` serves GET /metrics on this port (same METRICS_TOKEN rules); unset: not served.
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  WORKER_METRICS_HOST: z.string().default("0.0.0.0"),
  // A campaign run's lease (lib/services/campaigns/campaign-run-lease.ts): renewed every third of
  // it by the worker running the campaign; a killed worker's run is taken over once it lapses.
  CAMPAIGN_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  // On PostgreSQL, a roll-up rebuild of a team with at least this many tracking rows runs in a
  // child process (lib/analytics/rollup/rebuild-in-child.ts); smaller ones, in place. 0: every one.
  ROLLUP_REBUILD_CHILD_ROWS: z.coerce.number().int().min(0).max(1_000_000_000).default(10_000),
  // A destination's first deferral after a temporary refusal (docs/contract.md section 20); each
  // one in a row doubles it, up to 60 times this. Tests shorten it.
  DESTINATION_DEFERRAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  // Largest CSV file POST /imports takes as a multipart upload, in MiB; streamed to storage, never
  // held in memory (lib/imports/stream-import-upload.ts). Other uploads keep docs/contract.md's 10 MiB.
  IMPORT_UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(4096).default(256),
  // Operators' rate limits for single clients (docs/contract.md section 25), JSON:
  // [{ "ip": "203.0.113.7" | "userId": "...", "group": "default", "limit": 1000 }]; they win over a team's own.
  RATE_LIMIT_OVERRIDES: z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "must be a JSON array" });
        return z.NEVER;
      }
    })
    .pipe(z.array(OperatorOverrideSchema))
    .default([]),
  SEED_DEMO: booleanString.default(true),
});

type RawEnv = z.infer<typeof envSchema>;

export type Env = Omit<
  RawEnv,
  | "JWT_SECRET"
  | "AUTH_SECRET"
  | "ENCRYPTION_KEY"
  | "ENCRYPTION_KEYS"
  | "APP_URL"
  | "ALLOW_PRIVATE_TARGETS"
  | "STORAGE_DIR"
  | "MODEL_ALLOWED_HOSTS"
  | "TRACKING_SPOOL_DIR"
> & {
  APP_URL: string;
  TRACKING_SPOOL_DIR: string;
  JWT_SECRET: string;
  AUTH_SECRET: string;
  /** 32 raw bytes: the root of the signing keys (and of secrets at rest without ENCRYPTION_KEYS). */
  ENCRYPTION_KEY: Buffer;
  /** Root keys of secrets at rest, newest first: ENCRYPTION_KEYS, else [ENCRYPTION_KEY]. */
  ENCRYPTION_KEYS: Buffer[];
  ALLOW_PRIVATE_TARGETS: boolean;
  /** MODEL_ALLOWED_HOSTS as a list: lower-cased host names, IP addresses and CIDRs. */
  MODEL_ALLOWED_HOSTS: string[];
  STORAGE_DIR: string;
  /** Where the embedded database lives when DATABASE_URL is not set. */
  PGLITE_DIR: string;
  /** Stripe price ids by plan and interval, from STRIPE_PRICE_<PLAN>_<INTERVAL> (key "PRO_MONTHLY"). */
  STRIPE_PRICES: Record<string, string>;
};

/** STRIPE_PRICE_PRO_MONTHLY=price_123 -> { PRO_MONTHLY: "price_123" } (plan names upper-cased, spaces as _). */
function stripePrices(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).flatMap(([name, value]) => {
      const match = /^STRIPE_PRICE_([A-Z0-9_]+_(?:MONTHLY|YEARLY))$/.exec(name);
      return match && value ? [[match[1], value]] : [];
    }),
  );
}

type GeneratedSecrets = { JWT_SECRET: string; AUTH_SECRET: string; ENCRYPTION_KEY: string };

function loadGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as GeneratedSecrets;
  const secrets: GeneratedSecrets = {
    JWT_SECRET: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function parseEncryptionKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (key.length !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes: 64 hex characters or base64");
  return key;
}

function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(
    // Empty strings mean "not set", as in most dotenv files.
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const raw = parsed.data;
  // The embedded database has no replicas: a read URL beside it would be a second, unrelated database.
  if (raw.DATABASE_READ_URL && !raw.DATABASE_URL)
    throw new Error("Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of it)");
  const dataDir = path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR);
  const rotation = (raw.ENCRYPTION_KEYS ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean)
    .map(parseEncryptionKey);
  const needsGenerated = !raw.JWT_SECRET || !raw.AUTH_SECRET || (!raw.ENCRYPTION_KEY && rotation.length === 0);
  const generated = needsGenerated ? loadGeneratedSecrets(dataDir) : undefined;
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  // Signed links in mail already sent stay valid as long as ENCRYPTION_KEY stays: rotation of
  // secrets at rest leaves it alone when it is set.
  const encryptionKey = raw.ENCRYPTION_KEY
    ? parseEncryptionKey(raw.ENCRYPTION_KEY)
    : (rotation[0] ?? parseEncryptionKey(generated!.ENCRYPTION_KEY));
  return {
    ...raw,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    JWT_SECRET: raw.JWT_SECRET ?? generated!.JWT_SECRET,
    AUTH_SECRET: raw.AUTH_SECRET ?? generated!.AUTH_SECRET,
    ENCRYPTION_KEY: encryptionKey,
    ENCRYPTION_KEYS: rotation.length > 0 ? rotation : [encryptionKey],
    ALLOW_PRIVATE_TARGETS: raw.ALLOW_PRIVATE_TARGETS ?? isLocalUrl(appUrl),
    MODEL_ALLOWED_HOSTS: (raw.MODEL_ALLOWED_HOSTS ?? "")
      .split(",")
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[(.*)\]$/, "$1"),
      )
      .filter(Boolean),
    STORAGE_DIR: path.resolve(/*turbopackIgnore: true*/ raw.STORAGE_DIR ?? path.join(dataDir, "files")),
    PGLITE_DIR: path.join(dataDir, "pglite"),
    TRACKING_SPOOL_DIR: path.resolve(
      /*turbopackIgnore: true*/ raw.TRACKING_SPOOL_DIR ?? path.join(dataDir, "tracking-spool"),
    ),
    STRIPE_PRICES: stripePrices(source),
  };
}

export const env: Env = loadEnv();
