// API keys of a team: create, list, read, update, revoke.
export { createApiKey } from "./create-api-key";
export { getApiKey } from "./get-api-key";
export { listApiKeys } from "./list-api-keys";
export { revokeApiKey } from "./revoke-api-key";
export { updateApiKey } from "./update-api-key";
