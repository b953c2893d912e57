// The REST machinery every route uses: withApi, errors, method-not-allowed, input parsing, client address. Each route's operation stays in lib/api/operations/<resource>.ts and the document in lib/api/openapi/.
export { assertPermission } from "./authorize";
export { CLIENT_IP_HEADER, clientIpFromHeaders, nodeHeaderReader, REMOTE_ADDRESS_HEADER } from "./client-ip";
export { toApiError } from "./error-mapping";
export { ApiError, errorBody } from "./errors";
export { jsonResponse } from "./json-response";
export { methodsNotAllowed } from "./method-not-allowed";
export { parseInput } from "./parse-input";
export { readMultipart, requireFile } from "./read-multipart";
export { type HandlerContext, withApi } from "./with-api";
