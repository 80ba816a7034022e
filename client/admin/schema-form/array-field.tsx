import { useRef } from 'react';
import { usePendingFocus } from '#client/admin/pending-focus';
import { Button } from '#client/admin/ui';
import { ItemControls, moveItem } from '#client/admin/item-controls';
import { defaultValue, itemName, kindOf, lowerFirst } from './json-schema';
import { useField } from './form-context';
import type { CompositeFieldProps } from './field-props';
import { GroupError } from './group-error';
import { singular } from '#schema/field-words';

const FOCUSABLE = 'input, select, textarea, button';

/** An item just moved: its new place, and the arrow that moved it. */
interface Moved {
  index: number;
  way: 'up' | 'down';
}

/** A repeatable group: add, remove and reorder items; each item is a field of the item schema. */
export function ArrayField({ schema, value, onChange, path, label, Field }: CompositeFieldProps) {
  const { id, error, nestedErrors, readOnly } = useField(path);
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items!;
  const one = singular(label);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the list re-renders: the new item, Add after the last removal, or the
  // moved item's own arrow (the other one when it reached the end), so Enter moves it again; the
  // items are keyed by place, so the focus stayed put on the item that took its place.
  const setFocus = usePendingFocus<number | 'add' | Moved>((focus) => {
    if (focus === 'add') return addRef.current;
    const item = listRef.current?.querySelector(
      `[data-item="${typeof focus === 'number' ? focus : focus.index}"]`,
    );
    if (typeof focus === 'number') return item?.querySelector<HTMLElement>(`:is(${FOCUSABLE})`);
    const arrows = [...(item?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])];
    const same = arrows.find((b) => b.dataset.move === focus.way && !b.disabled);
    return same ?? arrows.find((b) => !b.disabled);
  });

  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const add = () => {
    onChange([...items, defaultValue(itemSchema)]);
    setFocus(items.length);
  };
  const remove = (i: number) => {
    onChange(items.filter((_, j) => j !== i));
    setFocus(items.length > 1 ? Math.max(0, i - 1) : 'add');
  };
  const move = (i: number, by: -1 | 1) => {
    onChange(moveItem(items, i, by));
    setFocus({ index: i + by, way: by === 1 ? 'down' : 'up' });
  };
  const simple = !['object', 'array', 'variant'].includes(kindOf(itemSchema));

  return (
    <fieldset id={id} className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {label} <span className="font-normal text-slate-600">({items.length})</span>
        {nestedErrors ? (
          <span className="ml-2 text-xs font-normal text-red-700">({nestedErrors} to fix)</span>
        ) : null}
      </legend>
      <GroupError error={error} />
      <ol ref={listRef} className="space-y-3">
        {items.map((item, i) => {
          const name = `${one} ${i + 1}${itemName(item) ? `: ${itemName(item)}` : ''}`;
          return (
            <li key={i} data-item={i} className={simple ? 'flex items-end gap-2' : 'space-y-1'}>
              <div className={simple ? 'min-w-0 flex-1' : ''}>
                <Field
                  schema={itemSchema}
                  value={item}
                  onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))}
                  path={[...path, i]}
                  label={simple ? `${one} ${i + 1}` : name}
                  required
                />
              </div>
              {readOnly ? null : (
                <div className="mt-2 flex flex-wrap gap-1">
                  <ItemControls
                    name={name}
                    index={i}
                    count={items.length}
                    onMove={move}
                    onRemove={remove}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <div className="mt-3">
          <Button ref={addRef} small variant="quiet" disabled={full} onClick={add}>
            + Add {lowerFirst(one)}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
