import { env, type Env } from "@/lib/env";
import { createLocalStorage } from "./local-storage";
import type { S3StorageOptions } from "./s3-storage";
import type { Storage } from "./types";

export { createLocalStorage } from "./local-storage";
export type { S3StorageOptions } from "./s3-storage";
export { InvalidStorageKeyError, StorageObjectNotFoundError, type Storage } from "./types";

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;
type S3Env = Pick<Env, (typeof S3_VARIABLES)[number]>;

// Region of a self-hosted service when none is given: MinIO, R2 and s3rver accept it for signing.
const ENDPOINT_DEFAULT_REGION = "us-east-1";

/**
 * The S3 settings, or null when no S3_* variable is set (local disk). Any S3_* variable means the
 * operator wants S3: a half-configured one is refused with everything that is missing, rather than
 * quietly writing uploads to the local disk of one machine.
 */
export function s3OptionsFromEnv(config: S3Env): S3StorageOptions | null {
  const given = S3_VARIABLES.filter((name) => config[name] !== undefined);
  if (given.length === 0) return null;
  const missing: string[] = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
    (name) => !config[name],
  );
  if (!config.S3_REGION && !config.S3_ENDPOINT) missing.push("S3_REGION (or S3_ENDPOINT for an S3-compatible service)");
  const problems = missing.length > 0 ? [`missing ${missing.join(", ")}`] : [];
  if (config.S3_ENDPOINT && !/^https?:\/\/[^/]/i.test(config.S3_ENDPOINT))
    problems.push("S3_ENDPOINT must be an http:// or https:// URL");
  if (problems.length > 0) {
    throw new Error(
      `S3 file storage is misconfigured (${given.join(", ")} set): ${problems.join("; ")}. Fix this, or unset every S3_* variable to store files under STORAGE_DIR`,
    );
  }
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? ENDPOINT_DEFAULT_REGION,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    // Self-hosted services rarely have a DNS name per bucket; AWS itself prefers virtual-hosted style.
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  };
}

/**
 * A store in an S3 bucket. The AWS SDK (about 0.3 s of module loading) is loaded on the first
 * call, so a deployment on local disk, and every process that never touches a file, never loads it.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  let opened: Promise<Storage> | undefined;
  const bucket = () => (opened ??= import("./s3-storage").then((module) => module.createS3Storage(options)));
  return {
    put: async (key, body, putOptions) => (await bucket()).put(key, body, putOptions),
    get: async (key) => (await bucket()).get(key),
    delete: async (key) => (await bucket()).delete(key),
    size: async (key) => (await bucket()).size(key),
  };
}

let storage: Storage | undefined;

/** The configured object store: an S3 bucket when S3_* is set, else local disk under STORAGE_DIR (default DATA_DIR/files). */
export function getStorage(): Storage {
  if (storage) return storage;
  const s3 = s3OptionsFromEnv(env);
  storage = s3 ? createS3Storage(s3) : createLocalStorage(env.STORAGE_DIR);
  return storage;
}
