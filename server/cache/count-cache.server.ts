/**
 * Counts kept a short while by key, asked for in batches: of the keys a caller needs, those not
 * held are loaded together (one statement for all of them), and the answers are kept for
 * `ttlMs`. `clear` drops them all; a load that started before a clear is answered but not kept,
 * so a count made from data older than the change is never served after it. In process only:
 * a count is cheaper to make again than to fetch from a shared cache. A `ttlMs` of 0 keeps nothing.
 */
export function createCountCache({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const entries = new Map<string, { count: number; at: number }>();
  let generation = 0;

  const held = (key: string): number | undefined => {
    const entry = entries.get(key);
    return entry && now() - entry.at <= ttlMs ? entry.count : undefined;
  };
  const remember = (key: string, count: number) => {
    if (ttlMs <= 0) return;
    entries.delete(key);
    entries.set(key, { count, at: now() });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    /** The count for each key; `load` gets the indexes of the keys not held and counts those. */
    async counts(
      keys: readonly string[],
      load: (missing: number[]) => Promise<number[]>,
    ): Promise<number[]> {
      const found = keys.map(held);
      const missing = found.flatMap((count, i) => (count === undefined ? [i] : []));
      if (!missing.length) return found as number[];
      const startedAt = generation;
      const loaded = await load(missing);
      missing.forEach((i, j) => {
        const count = loaded[j]!;
        found[i] = count;
        if (startedAt === generation) remember(keys[i]!, count);
      });
      return found as number[];
    },
    clear(): void {
      entries.clear();
      generation++;
    },
    size: () => entries.size,
  };
}
