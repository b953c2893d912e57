import { readFileSync } from "node:fs";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from "smtp-server";
import { ApiError } from "@/lib/api";
import { authenticateApiKey, type Principal } from "@/lib/auth";
import { existingProcessSingleton, processSingleton } from "@/lib/process";
import { RELAY_MAX_BYTES, RELAY_USERNAME, RelayRejection, submitRelayMessage } from "@/lib/services/smtp-relay";
import { isSuppressed } from "@/lib/services/suppressions";

// SMTP submission (docs/contract.md section 17): any app that can send through an SMTP host can send through
// Sendwell. AUTH PLAIN or LOGIN with the username `sendwell` and an API key holding `emails:send`
// as the password; STARTTLS with the configured certificate (and then AUTH only after it); 25 MB
// per message; a per-key message rate; each message through the POST /emails pipeline.

export type SmtpRelayOptions = {
  port: number;
  host: string;
  /** PEM text or a path to a PEM file; both or neither. */
  tlsCert?: string;
  tlsKey?: string;
  /** Messages per minute per API key. */
  ratePerMinute: number;
};

const pem = (value: string) => (value.includes("-----BEGIN") ? value : readFileSync(value, "utf8"));

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

const principalOf = (session: SMTPServerSession) => session.user as Principal;

export function createSmtpRelayServer(options: SmtpRelayOptions): SMTPServer {
  const tls = options.tlsCert && options.tlsKey ? { cert: pem(options.tlsCert), key: pem(options.tlsKey) } : null;
  const limiter = new RateLimiterMemory({ keyPrefix: "smtp-relay", points: options.ratePerMinute, duration: 60 });

  const config: SMTPServerOptions = {
    banner: "Sendwell SMTP submission",
    size: RELAY_MAX_BYTES,
    authMethods: ["PLAIN", "LOGIN"],
    // With a certificate, credentials only travel encrypted (AUTH after STARTTLS); without one the
    // relay is meant for loopback (SMTP_RELAY_HOST defaults to 127.0.0.1) and plain AUTH is allowed.
    allowInsecureAuth: !tls,
    ...(tls ? { key: tls.key, cert: tls.cert } : { disabledCommands: ["STARTTLS"] }),
    logger: false,
    onAuth(auth, _session, callback) {
      const refuse = () =>
        callback(
          smtpError(535, "5.7.8 Authentication failed: use the username sendwell and an API key with emails:send"),
        );
      if (auth.username !== RELAY_USERNAME || !auth.password) return refuse();
      authenticateApiKey(auth.password).then(
        (principal) => (principal.permissions.has("emails:send") ? callback(null, { user: principal }) : refuse()),
        (error: unknown) =>
          error instanceof ApiError ? refuse() : callback(smtpError(454, "4.7.0 Temporary authentication failure")),
      );
    },
    onMailFrom(_address, session, callback) {
      limiter.consume(principalOf(session).id).then(
        () => callback(),
        (result: unknown) => {
          if (!(result instanceof RateLimiterRes))
            return callback(smtpError(451, "4.3.0 Temporary failure; try again"));
          callback(
            smtpError(
              451,
              `4.7.1 Rate limit of ${options.ratePerMinute} messages per minute for this API key reached; retry in ${Math.ceil(result.msBeforeNext / 1000)} s`,
            ),
          );
        },
      );
    },
    onRcptTo(address, session, callback) {
      // Addresses that unsubscribed, bounced or complained are refused here, per recipient.
      isSuppressed({ teamId: principalOf(session).teamId, email: address.address.toLowerCase() }).then(
        (suppressed) =>
          callback(
            suppressed
              ? smtpError(550, "5.7.1 Recipient is suppressed (unsubscribed, bounced or complained)")
              : undefined,
          ),
        () => callback(smtpError(451, "4.3.0 Temporary failure; try again")),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (stream.sizeExceeded)
          return callback(
            smtpError(552, `5.3.4 Message exceeds the fixed maximum message size of ${RELAY_MAX_BYTES} bytes`),
          );
        const envelope = session.envelope;
        submitRelayMessage({
          teamId: principalOf(session).teamId,
          raw: Buffer.concat(chunks),
          envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
          envelopeTo: envelope.rcptTo.map((item) => item.address),
        }).then(
          ({ id }) => callback(null, `Queued as ${id}`),
          (error: unknown) => {
            if (error instanceof RelayRejection) return callback(smtpError(error.responseCode, error.message));
            // A request error (no SMTP configuration, unverified sender domain) will not fix itself.
            if (error instanceof ApiError && error.status < 500)
              return callback(smtpError(550, `5.7.0 ${error.message}`));
            console.error("[smtp-relay] message could not be queued", error);
            callback(smtpError(451, "4.3.0 Temporary failure; try again"));
          },
        );
      });
    },
  };
  return new SMTPServer(config);
}

const RELAY_SINGLETON = "smtp-relay.server";

/** Stops taking connections at shutdown (lib/process/singletons.ts closes it). */
function closeRelay(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Starts the relay once per process (instrumentation.ts); answers the listening server. */
export function startSmtpRelay(options: SmtpRelayOptions): Promise<SMTPServer> {
  const running = existingProcessSingleton<SMTPServer>(RELAY_SINGLETON);
  if (running) return Promise.resolve(running);
  const server = processSingleton(RELAY_SINGLETON, () => createSmtpRelayServer(options), closeRelay);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      // A client's broken connection is reported, never allowed to take the process down.
      server.on("error", (error) => console.error("[smtp-relay]", error.message));
      resolve(server);
    });
  });
}
