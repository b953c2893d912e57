import { describe, expect, it } from "vitest";
import { s3OptionsFromEnv } from "@/lib/storage";

const complete = { S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "AKIAEXAMPLE", S3_SECRET_ACCESS_KEY: "secret" };

describe("S3 settings from the environment", () => {
  it("chooses local disk when no S3_* variable is set", () => {
    expect(s3OptionsFromEnv({})).toBeNull();
  });

  it("uses AWS itself, virtual-hosted style, without S3_ENDPOINT", () => {
    expect(s3OptionsFromEnv({ ...complete, S3_REGION: "eu-west-3" })).toEqual({
      endpoint: undefined,
      region: "eu-west-3",
      bucket: "uploads",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
  });

  it("defaults to path style and us-east-1 with S3_ENDPOINT, and lets S3_FORCE_PATH_STYLE override", () => {
    const minio = s3OptionsFromEnv({ ...complete, S3_ENDPOINT: "http://minio:9000" });
    expect(minio).toMatchObject({ endpoint: "http://minio:9000", region: "us-east-1", forcePathStyle: true });
    expect(
      s3OptionsFromEnv({
        ...complete,
        S3_ENDPOINT: "https://s3.example.com",
        S3_REGION: "auto",
        S3_FORCE_PATH_STYLE: false,
      }),
    ).toMatchObject({ region: "auto", forcePathStyle: false });
    expect(s3OptionsFromEnv({ ...complete, S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: true })).toMatchObject({
      forcePathStyle: true,
    });
  });

  it("refuses a half-configured bucket, naming everything that is missing", () => {
    expect(() => s3OptionsFromEnv({ S3_BUCKET: "uploads" })).toThrow(
      "S3 file storage is misconfigured (S3_BUCKET set): missing S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION (or S3_ENDPOINT for an S3-compatible service). Fix this, or unset every S3_* variable to store files under STORAGE_DIR",
    );
    // Credentials without a bucket would otherwise quietly fall back to the local disk.
    expect(() =>
      s3OptionsFromEnv({ S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" }),
    ).toThrow(
      "S3 file storage is misconfigured (S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set): missing S3_BUCKET. Fix this, or unset every S3_* variable to store files under STORAGE_DIR",
    );
    expect(() => s3OptionsFromEnv({ ...complete, S3_ENDPOINT: "minio:9000" })).toThrow(
      "S3 file storage is misconfigured (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set): S3_ENDPOINT must be an http:// or https:// URL. Fix this, or unset every S3_* variable to store files under STORAGE_DIR",
    );
  });
});
