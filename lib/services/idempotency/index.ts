// Idempotency keys of POST requests: replay a stored answer, expire old keys.
export { deleteExpiredIdempotencyKeys, idempotent } from "./with-idempotency-key";
