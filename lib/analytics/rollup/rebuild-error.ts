// An error that stops a rebuild's child process or fold thread, as it crosses to its parent
// (rebuild-in-child.ts, rebuild-fold-parts.ts): the parts a structured clone keeps, made an Error
// again there, with the code the rebuild's retry reads (a serialization failure's 40001).

export type ErrorAnswer = { message: string; code?: string; stack?: string };

export function toErrorAnswer(error: unknown): ErrorAnswer {
  const { message, code, stack } = error as { message?: string; code?: string; stack?: string };
  return { message: message ?? String(error), code, stack };
}

export function fromErrorAnswer({ message, code, stack }: ErrorAnswer): Error {
  return Object.assign(new Error(message), { code, stack });
}
