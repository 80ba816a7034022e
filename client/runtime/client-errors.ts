/** SPEC §8: client errors are only logged to the console (no overlay, no remote reporting). */
export function reportClientError(error: unknown, context: string): void {
  console.error(`[client] ${context}`, error);
}

export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === 'string' ? value : 'Unknown error', { cause: value });
}
