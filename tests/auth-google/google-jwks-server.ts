import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";

// A stand-in for Google: an RSA key pair of the test's own, its public half served as a JWKS over
// real HTTP on 127.0.0.1, and ID tokens signed the way Google signs them.

export const TEST_CLIENT_ID = "1234567890-sendwell-test.apps.googleusercontent.com";
const KEY_ID = "test-google-key-1";

export type IdTokenOptions = {
  claims?: Record<string, unknown>;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  signingKey?: CryptoKey;
};

export async function startFakeGoogle() {
  const google = await generateKeyPair("RS256", { extractable: true });
  const impostor = await generateKeyPair("RS256");
  const jwks = { keys: [{ ...(await exportJWK(google.publicKey)), kid: KEY_ID, alg: "RS256", use: "sig" }] };
  const state = { down: false, requests: 0 };

  const server: Server = createServer((_request, response) => {
    state.requests += 1;
    if (state.down) {
      response.writeHead(503).end("unavailable");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** An ID token as Google issues it for `sub`, with any claim or check overridden. */
  function idToken(
    sub: string,
    {
      claims = {},
      issuer = "https://accounts.google.com",
      audience = TEST_CLIENT_ID,
      expiresAt,
      signingKey,
    }: IdTokenOptions = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: KEY_ID, typ: "JWT" })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(sub)
      .setIssuedAt(now - 60)
      .setExpirationTime(expiresAt ?? now + 3600)
      .sign(signingKey ?? google.privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    state,
    idToken,
    impostorKey: impostor.privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
