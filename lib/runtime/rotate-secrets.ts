import { rotateSecrets } from "@/lib/services/secrets";

// `npm run rotate-secrets`: reseals every stored secret under the newest key of ENCRYPTION_KEYS
// (docs/contract.md section 25) and prints a count per kind. Safe to stop and run again.

const counts = await rotateSecrets({
  onBatch: (kind, { rotated, current }) => console.log(`${kind}: ${rotated} resealed, ${current} already current`),
});
console.table(counts);
const unreadable = Object.values(counts).reduce((sum, { unreadable }) => sum + unreadable, 0);
if (unreadable > 0) {
  console.error(`${unreadable} secret(s) are sealed under none of ENCRYPTION_KEYS: keep the key that sealed them.`);
  process.exitCode = 1;
}
process.exit();
