import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger } from "@/lib/logging/logger";

// Signing threads for DKIM (docs/contract.md section 13). An RSA-2048 signature and the body hash take about
// half a millisecond of CPU per message; on the event loop that drives the SMTP connections that is
// a fifth of the send pipeline's throughput, in a thread it runs on another core. One thread per
// core beyond the first (at least one, at most four). The thread file is plain JavaScript loaded by
// path, so tsx, Vitest and the Next.js server bundle all run the same file. The same threads build
// messages (nodemailer's MIME build, about as costly as the signature), and one hand-off can do
// both: the event loop keeps the rendering, the database and the SMTP exchanges.

type SigningKey = { domainName: string; keySelector: string; privateKey: string };
export type SignRequest = { raw: Buffer; key: SigningKey; headerFieldNames: string };
/** MailComposer options as plain data (structured-cloneable: no attachments, streams or Buffers). */
export type BuildRequest = { options: object; key?: SigningKey | null; headerFieldNames: string };

type Waiter = { resolve: (signed: Buffer) => void; reject: (error: Error) => void };
type SignerThread = { worker: Worker; waiting: Map<number, Waiter>; answered: boolean };

/** The thread could not take the message (it died, or threads cannot start here): sign in place. */
export class SigningThreadUnavailable extends Error {
  constructor(cause: Error) {
    super(`DKIM signing thread unavailable: ${cause.message}`);
    this.name = "SigningThreadUnavailable";
  }
}

const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "mail", "dkim-sign-worker.mjs");

let threads: SignerThread[] | null = null;
/** Set when a thread dies before its first answer (say, its file is missing): no more threads. */
let cannotStart = false;
let nextThread = 0;
let nextId = 0;

function startThread(): SignerThread {
  const thread: SignerThread = { worker: new Worker(WORKER_FILE), waiting: new Map(), answered: false };
  // An idle signing thread never keeps a process (a test, a CLI) alive.
  thread.worker.unref();
  thread.worker.on(
    "message",
    ({ id, message, stage, error }: { id: number; message?: Uint8Array; stage?: string; error?: string }) => {
      const waiter = thread.waiting.get(id);
      thread.waiting.delete(id);
      thread.answered = true;
      if (error !== undefined || !message)
        waiter?.reject(new Error(`${stage === "build" ? "Message build" : "DKIM signing"} failed: ${error}`));
      else waiter?.resolve(Buffer.from(message.buffer, message.byteOffset, message.byteLength));
    },
  );
  const fail = (error: Error) => {
    // A dead thread is replaced on the next message; what it held is signed in place instead.
    if (!thread.answered && !cannotStart) {
      cannotStart = true;
      logger.error({ err: error }, "DKIM signing threads cannot start: signing on the main thread");
    }
    threads = threads?.filter((other) => other !== thread) ?? null;
    if (threads?.length === 0) threads = null;
    for (const waiter of thread.waiting.values()) waiter.reject(new SigningThreadUnavailable(error));
    thread.waiting.clear();
  };
  thread.worker.on("error", fail);
  thread.worker.on("exit", (code) => fail(new Error(`DKIM signing thread exited (${code})`)));
  return thread;
}

function signingThreads(): SignerThread[] {
  threads ??= Array.from({ length: Math.max(1, Math.min(4, availableParallelism() - 1)) }, startThread);
  return threads;
}

function inThread(request: SignRequest | BuildRequest): Promise<Buffer> {
  if (cannotStart) return Promise.reject(new SigningThreadUnavailable(new Error("threads cannot start here")));
  const pool = signingThreads();
  const thread = pool[nextThread++ % pool.length];
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    thread.waiting.set(id, { resolve, reject });
    try {
      thread.worker.postMessage({ id, ...request });
    } catch (error) {
      // Options that cannot be copied to a thread (a function, a stream) are built in place.
      thread.waiting.delete(id);
      reject(new SigningThreadUnavailable(error as Error));
    }
  });
}

/** Signs in a signing thread; answers the message with its DKIM-Signature header. */
export const signInThread = (request: SignRequest) => inThread(request);

/** Builds the message in a signing thread, and signs it there when a key is given. */
export const buildInThread = (request: BuildRequest) => inThread(request);
