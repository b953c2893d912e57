import { routesAt } from "./route-calls";

/**
 * Reads route answers as `{ status, body, headers }` and keeps every raw body in `seenBodies`, so
 * that a file's tests can check no answer ever showed a secret (SMTP and IMAP passwords).
 */
export function answerRecorder() {
  const seenBodies: string[] = [];
  async function answer(response: Promise<Response>) {
    const settled = await response;
    const text = await settled.text();
    seenBodies.push(text);
    return { status: settled.status, body: JSON.parse(text), headers: settled.headers };
  }
  return { seenBodies, answer };
}

/** routesAt(`path`) whose answers are read by an answerRecorder, with its `seenBodies`. */
export function recordedRoutesAt(path: string) {
  const { seenBodies, answer } = answerRecorder();
  return { seenBodies, ...routesAt(path, answer) };
}
