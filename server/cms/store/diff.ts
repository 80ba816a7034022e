import type { DiffChange, DocumentDiff, SectionDiff } from '#sections/cms-admin';

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const join = (base: string, key: string | number) =>
  typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key;

/** Field-by-field differences of two JSON values, with dotted paths (`ctas[0].label`). */
export function diffValues(before: Json, after: Json, path = ''): DiffChange[] {
  if (Object.is(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => {
      const p = join(path, key);
      if (!(key in before)) return after[key] === undefined ? [] : [added(p, after[key])];
      if (!(key in after)) return before[key] === undefined ? [] : [removed(p, before[key])];
      return diffValues(before[key], after[key], p);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: DiffChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const p = join(path, i);
      if (i >= before.length) out.push(added(p, after[i]));
      else if (i >= after.length) out.push(removed(p, before[i]));
      else out.push(...diffValues(before[i], after[i], p));
    }
    return out;
  }
  if (before === undefined) return [added(path, after)];
  if (after === undefined) return [removed(path, before)];
  return [{ kind: 'changed', path, before, after }];
}

const added = (path: string, after: Json): DiffChange => ({ kind: 'added', path, after });
const removed = (path: string, before: Json): DiffChange => ({ kind: 'removed', path, before });

interface Keyed {
  key: string;
  type: string;
  index: number;
  value: Record<string, Json>;
}

/** Sections keyed by id; a repeated id gets `#2`, `#3` so nothing is silently merged. */
function keyed(sections: Json): Keyed[] {
  const seen = new Map<string, number>();
  const list = Array.isArray(sections) ? sections : [];
  return list.map((raw, index) => {
    const value: Record<string, Json> = isObject(raw) ? raw : { value: raw };
    const id = typeof value.id === 'string' && value.id ? value.id : `#${index + 1}`;
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return { key: n > 1 ? `${id}#${n}` : id, type: String(value.type ?? 'unknown'), index, value };
  });
}

/** What changed between two page documents: page fields, then sections added, removed, changed or moved. */
export function diffDocuments(before: Json, after: Json): DocumentDiff {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const { sections: sa, ...pageA } = a;
  const { sections: sb, ...pageB } = b;
  const left = keyed(sa);
  const right = keyed(sb);
  const rightByKey = new Map(right.map((s) => [s.key, s]));
  const leftKeys = new Set(left.map((s) => s.key));
  // "Moved" means the order among the sections both sides share changed, so inserting one
  // section at the top does not report every other section as moved.
  const rank = (list: Keyed[], other: Set<string>) =>
    new Map(list.filter((s) => other.has(s.key)).map((s, i) => [s.key, i]));
  const rankLeft = rank(left, new Set(right.map((s) => s.key)));
  const rankRight = rank(right, leftKeys);
  const sections: SectionDiff[] = [];
  for (const s of left) {
    const other = rightByKey.get(s.key);
    if (!other) {
      sections.push({
        id: s.key,
        type: s.type,
        status: 'removed',
        from: s.index,
        changes: [removed('', s.value)],
      });
      continue;
    }
    const changes = diffValues(s.value, other.value);
    const moved = rankLeft.get(s.key) !== rankRight.get(s.key);
    if (changes.length === 0 && !moved) continue;
    sections.push({
      id: s.key,
      type: other.type,
      status: changes.length ? 'changed' : 'moved',
      from: s.index,
      to: other.index,
      changes,
    });
  }
  for (const s of right) {
    if (!leftKeys.has(s.key))
      sections.push({
        id: s.key,
        type: s.type,
        status: 'added',
        to: s.index,
        changes: [added('', s.value)],
      });
  }
  return { page: diffValues(pageA, pageB), sections };
}

/** True when two documents are the same JSON. */
export const sameDocument = (a: Json, b: Json) => diffValues(a, b).length === 0;
