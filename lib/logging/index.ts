// The process logger (pino) and request ids.
export { logger } from "./logger";
export { REQUEST_ID_HEADER, requestIdFor } from "./request-id";
