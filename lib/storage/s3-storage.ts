import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { storageKeySegments } from "./storage-key";
import { StorageObjectNotFoundError, type Storage } from "./types";

export type S3StorageOptions = {
  /** An S3-compatible service (MinIO, R2, s3rver...); unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: what most self-hosted services expect. */
  forcePathStyle: boolean;
};

// S3's smallest part. Two parts in flight bound the memory one streamed upload holds to ~10 MiB.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function isS3Error(error: unknown, ...names: string[]): error is S3ServiceException {
  return error instanceof S3ServiceException && names.includes(error.name);
}

/**
 * Counts bytes as the upload consumes them: the size is known once the last byte is sent, without
 * buffering the body or asking the store afterwards. A failing source fails the upload, and its
 * error is kept: it is the one to report even if cleaning up the upload then fails as well.
 */
function counted(body: Readable) {
  const source: { size: number; error?: unknown } = { size: 0 };
  async function* chunks() {
    try {
      for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        source.size += bytes.byteLength;
        yield bytes;
      }
    } catch (error) {
      source.error = error;
      throw error;
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), source };
}

/**
 * Objects in one bucket of an S3-compatible store, one per key. A PUT or a completed multipart
 * upload replaces the object at once, so readers see the old object or the whole new one; a failed
 * streamed upload is aborted, which leaves no object and no stray parts.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Newer SDKs add CRC checksums (and aws-chunked bodies) to every request by default; many
    // S3-compatible services reject or mis-store those. Checksums only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;

  function objectKey(key: string) {
    storageKeySegments(key);
    return key;
  }

  return {
    async put(key, body, { contentType }) {
      const Key = objectKey(key);
      if (Buffer.isBuffer(body)) {
        await new Upload({
          client,
          params: { Bucket, Key, Body: body, ContentType: contentType },
          partSize: PART_SIZE,
          queueSize: PARTS_IN_FLIGHT,
        }).done();
        return { size: body.byteLength };
      }
      const { stream, source } = counted(body);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: stream, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      try {
        await upload.done();
      } catch (error) {
        if (source.error === undefined || error === source.error) throw error;
        // The source failed and aborting the multipart upload failed too: no object was written,
        // but uploaded parts may linger (a bucket lifecycle rule for incomplete uploads clears them).
        console.error(`Could not abort the multipart upload of ${key} after its source failed`, error);
        throw source.error;
      } finally {
        // After a failure the upload stops reading: release the source rather than leave it paused.
        stream.destroy();
      }
      return { size: source.size };
    },

    async get(key) {
      const Key = objectKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
        // In Node the SDK answers an http.IncomingMessage, a Readable; anything else is wrapped.
        if (Body instanceof Readable) return Body;
        if (!Body) return Readable.from([]);
        return Readable.fromWeb(Body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
      } catch (error) {
        if (isS3Error(error, "NoSuchKey")) throw new StorageObjectNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible services answer NoSuchKey instead.
        if (!isS3Error(error, "NoSuchKey")) throw error;
      }
    },

    async size(key) {
      const Key = objectKey(key);
      try {
        const { ContentLength } = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return ContentLength ?? 0;
      } catch (error) {
        // A HEAD response has no body, so a missing key comes back as a bare 404 named NotFound.
        if (isS3Error(error, "NotFound", "NoSuchKey")) return null;
        throw error;
      }
    },
  };
}
