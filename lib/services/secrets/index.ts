// Secrets at rest: resealing every stored secret under the newest encryption key.
export { rotateSecrets } from "./rotate-secrets";
