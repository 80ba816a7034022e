import { useEffect, useRef, useState } from 'react';
import { Badge, Button, FieldShell, inputClass } from './ui';
import { indexAfterMove, ItemControls, moveItem } from './item-controls';
import { defaultValue, humanize, jsonSchemaOf } from './schema-form/json-schema';
import { SectionForm, type RawSection } from './section-form';
import { validateSection } from './validation';
import type { AnyRegistry } from './kind-registry';
import type { SectionSelection } from './section-selection';
import { usePendingFocus } from './pending-focus';
import { firstFieldToFix } from './first-field-to-fix';

function newSection(registry: AnyRegistry, type: string, taken: Set<string>): RawSection {
  let id: string = type;
  for (let n = 2; taken.has(id); n++) id = `${type}-${n}`;
  const base = defaultValue(jsonSchemaOf(registry[type]!.schema)) as RawSection;
  return { ...base, type, id };
}

/** The section type to add: where the focus goes when the last section is removed. */
const ADD_TYPE_ID = 'add-section-type';

/** Where the focus goes once the list shows `section` under `key` (none: the type to add). */
interface PendingFocus {
  key: string;
  section?: RawSection | undefined;
  /** After a move: the arrow that moved it. */
  way?: 'up' | 'down';
}

let nextKey = 0;
/** A key for one section while it is being edited: its id may change with every keystroke. */
const newKey = () => `section-${++nextKey}`;

/**
 * The document's sections: add (a type from its registry), edit, move up/down, remove. The
 * selected one (chosen here or in the preview) is marked; chosen in the preview, its form opens
 * and its heading takes the focus.
 */
export function SectionList({
  sections,
  registry,
  onChange,
  selection,
  onSelect,
}: {
  sections: RawSection[];
  /** Content sections for a page, lot details for the lot page layout. */
  registry: AnyRegistry;
  onChange: (sections: RawSection[]) => void;
  selection: SectionSelection | null;
  onSelect: (index: number) => void;
}) {
  const types = Object.keys(registry);
  // Each section's key and open state follow the section through edits, moves and removals, not
  // its id: typing in the Id field re-keyed the item, which closed the form after one letter.
  const [keyList, setKeyList] = useState<string[]>(() => sections.map(newKey));
  const keys =
    keyList.length === sections.length ? keyList : sections.map((_, i) => keyList[i] ?? newKey());
  if (keys !== keyList) setKeyList(keys);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [type, setType] = useState(types[0]!);
  const listRef = useRef<HTMLOListElement>(null);
  // After add/remove, focus follows the section (its heading button) once it re-rendered; after
  // removing the last one, the section type to add; after a move, the moved section's arrow (the
  // other one at the end), so Enter moves it again. The keys (here) and the sections (the editor's
  // state) re-render apart: the focus waits for the render where the key holds its section again
  // (by index, it went to the neighbour of a moved section, or nowhere after a removal).
  const focusLater = usePendingFocus<PendingFocus>((focus) => {
    const index = keys.indexOf(focus.key);
    if (focus.section ? sections[index] !== focus.section : sections.length > 0) return 'wait';
    const item = listRef.current?.querySelector(`[data-section-key="${focus.key}"]`);
    const arrows = [...(item?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])];
    return !focus.section
      ? document.getElementById(ADD_TYPE_ID)
      : focus.way
        ? (arrows.find((b) => b.dataset.move === focus.way && !b.disabled) ??
          arrows.find((b) => !b.disabled))
        : item?.querySelector<HTMLElement>('h3 button');
  });

  // A section clicked in the preview: its form opens (now) and its heading takes the focus
  // (once shown); one a publish was refused over: its first field to fix, else its heading. Later
  // edits of the same section keep the selection and leave the focus alone.
  const [seen, setSeen] = useState(selection);
  if (selection !== seen) {
    setSeen(selection);
    const key = selection ? keys[selection.index] : undefined;
    if (selection && selection.from !== 'form' && key) setOpen((o) => new Set(o).add(key));
  }
  useEffect(() => {
    if (!selection || selection.from === 'form') return;
    const item = listRef.current?.querySelector(`[data-section-index="${selection.index}"]`);
    const toFix = selection.from === 'error' ? firstFieldToFix(item) : null;
    (toFix ?? item?.querySelector<HTMLElement>('h3 button'))?.focus();
  }, [selection]);

  const ids = (list: RawSection[]) => list.map((s) => String(s.id ?? ''));
  const toggle = (id: string) =>
    setOpen((o) => {
      const next = new Set(o);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const add = () => {
    const section = newSection(registry, type, new Set(ids(sections)));
    const key = newKey();
    setKeyList([...keys, key]);
    onChange([...sections, section]);
    setOpen((o) => new Set(o).add(key));
    focusLater({ key, section });
  };
  const move = (i: number, by: -1 | 1) => {
    setKeyList(moveItem(keys, i, by));
    onChange(moveItem(sections, i, by));
    // The selection follows the section it marked (it passed to the neighbour that took its place).
    const selected = indexAfterMove(selection?.index ?? null, i, by);
    if (selected !== null && selected !== selection?.index) onSelect(selected);
    focusLater({ key: keys[i]!, section: sections[i], way: by === 1 ? 'down' : 'up' });
  };
  // Hidden: kept in the page (fields and all) but not shown to visitors until shown again.
  const setHidden = (i: number, hidden: boolean) =>
    onChange(
      sections.map((s, j) => {
        if (j !== i) return s;
        const { hidden: _was, ...rest } = s;
        return hidden ? { ...rest, hidden: true } : rest;
      }),
    );
  const remove = (i: number) => {
    setKeyList(keys.filter((_, j) => j !== i));
    onChange(sections.filter((_, j) => j !== i));
    const next = sections[i + 1] ? i + 1 : i - 1;
    focusLater(next >= 0 ? { key: keys[next]!, section: sections[next] } : { key: '' });
  };

  return (
    <section aria-labelledby="sections-heading" className="space-y-3">
      <h2 id="sections-heading" className="text-lg font-semibold text-slate-900">
        Sections ({sections.length})
      </h2>
      {sections.length === 0 ? (
        <p className="text-sm text-slate-600">No sections yet. Add the first one below.</p>
      ) : null}
      <ol ref={listRef} className="space-y-3">
        {sections.map((section, i) => {
          const { known, errors } = validateSection(section, registry);
          const problems = Object.keys(errors).length;
          const id = String(section.id ?? '');
          const key = keys[i]!;
          const expanded = open.has(key);
          const name = `${humanize(section.type)} section "${id}"`;
          const isSelected = selection?.index === i;
          const hidden = section.hidden === true;
          return (
            <li
              key={key}
              data-section-index={i}
              data-section-key={key}
              aria-current={isSelected ? 'true' : undefined}
              onFocus={() => {
                if (!isSelected) onSelect(i);
              }}
              className={`scroll-mt-4 rounded-xl border bg-white shadow-sm ${isSelected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
            >
              <div className="flex flex-wrap items-center gap-2 p-3">
                <h3 className="w-full min-w-0 font-semibold text-slate-900 sm:w-auto sm:flex-1">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`section-body-${i}`}
                    onClick={() => toggle(key)}
                    className="text-left hover:underline focus:outline-2 focus:outline-brand-700"
                  >
                    <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {i + 1}.{' '}
                    {humanize(section.type)}{' '}
                    <span className="font-normal text-slate-600">{id}</span>
                  </button>
                </h3>
                {!known ? (
                  <Badge tone="red">unknown type</Badge>
                ) : problems ? (
                  <Badge tone="amber">{problems} to fix</Badge>
                ) : (
                  <Badge tone="green">valid</Badge>
                )}
                {hidden ? <Badge tone="grey">hidden from visitors</Badge> : null}
                <Button
                  small
                  onClick={() => setHidden(i, !hidden)}
                  aria-label={`${hidden ? 'Show' : 'Hide'} ${name} ${hidden ? 'to' : 'from'} visitors`}
                  data-hide={hidden ? 'show' : 'hide'}
                >
                  {hidden ? 'Show' : 'Hide'}
                </Button>
                <ItemControls
                  name={name}
                  index={i}
                  count={sections.length}
                  onMove={move}
                  onRemove={remove}
                  words
                />
              </div>
              {expanded ? (
                <div id={`section-body-${i}`} className="border-t border-slate-200 p-3">
                  <SectionForm
                    section={section}
                    registry={registry}
                    errors={errors}
                    idPrefix={`s${i}`}
                    onChange={(next) => onChange(sections.map((s, j) => (j === i ? next : s)))}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2 rounded-xl border border-dashed border-slate-300 p-3">
        <div className="min-w-48 flex-1">
          <FieldShell id={ADD_TYPE_ID} label="Section type">
            {(aria) => (
              <select
                {...aria}
                value={type}
                onChange={(e) => setType(e.target.value)}
                className={inputClass()}
              >
                {types.map((t) => (
                  <option key={t} value={t}>
                    {humanize(t)}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        </div>
        <Button variant="primary" onClick={add}>
          Add section
        </Button>
      </div>
    </section>
  );
}
