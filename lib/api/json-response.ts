// JSON answers with the serialisation rules of docs/contract.md section 1: timestamps as ISO strings and
// int64 figures (BigInt columns such as batchDelay) as plain numbers.
function replacer(_key: string, value: unknown) {
  return typeof value === "bigint" ? Number(value) : value;
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body, replacer), { status: init.status ?? 200, headers });
}
