import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * Writes a throwaway self-signed certificate (RSA 2048, no passphrase) made by openssl into `dir`
 * as cert.pem and key.pem, for a loopback peer the code under test trusts; `altNames` is the
 * subjectAltName value, e.g. "IP:127.0.0.1".
 */
export function writeSelfSignedCert(
  dir: string,
  { commonName, days, altNames }: { commonName: string; days: number; altNames?: string },
) {
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      String(days),
      "-subj",
      `/CN=${commonName}`,
      ...(altNames ? ["-addext", `subjectAltName=${altNames}`] : []),
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { certFile, keyFile };
}
