import { useState } from 'react';
import { fileKeyOf, type MediaItem } from '#schema/media-library';
import { Button } from '#client/admin/ui';
import { MediaPicker } from '#client/admin/media-picker';
import { thumbnailOf } from '#client/admin/media-api';
import { defaultValue, lowerFirst, type JsonSchema } from './json-schema';
import { useField } from './form-context';
import type { CompositeFieldProps } from './field-props';
import { ObjectFieldList } from './object-field';
import { GroupError } from './group-error';

/** An image object in a section schema: `src` and `alt` (the library adds size and focal point). */
export const isImageSchema = (s: JsonSchema) =>
  s.type === 'object' && s.properties?.src !== undefined && s.properties.alt !== undefined;

/** What a section stores for a library image: its address, alt text, size and focal point. */
const fromLibrary = (item: MediaItem) => ({
  src: item.src,
  alt: item.alt,
  width: item.width,
  height: item.height,
  focalX: item.focalX,
  focalY: item.focalY,
});

/**
 * An image field: pick from the media library (the usual way) or type an address; the alt text
 * stays editable for this use. Only the address and alt text are shown as fields.
 */
export function ImageField(props: CompositeFieldProps) {
  const { schema, value, onChange, path, label, required, Field } = props;
  const { error, nestedErrors, readOnly } = useField(path);
  const [picking, setPicking] = useState(false);
  const image = (value ?? null) as Record<string, unknown> | null;
  const pick = (item: MediaItem) => {
    onChange(fromLibrary(item));
    setPicking(false);
  };
  const picker = picking ? (
    <MediaPicker label={label} onPick={pick} onCancel={() => setPicking(false)} />
  ) : null;

  // A form its reader may not save offers no picker, address or removal: what is chosen, or that
  // none is.
  if (!image && readOnly) return <p className="text-sm text-slate-600">No {lowerFirst(label)}</p>;
  if (!image) {
    return (
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button small onClick={() => setPicking(true)}>
            Choose {lowerFirst(label)} from the library
          </Button>
          {!required ? (
            <Button small variant="quiet" onClick={() => onChange(defaultValue(schema))}>
              + Enter an image address
            </Button>
          ) : null}
        </div>
        {picker}
      </div>
    );
  }
  const src = typeof image.src === 'string' ? image.src : '';
  // Typing another address drops the library's size and focal point, which belonged to the old one.
  const edit = (next: unknown) => {
    const n = next as Record<string, unknown>;
    if (n.src !== image.src) {
      const { width: _w, height: _h, focalX: _x, focalY: _y, ...rest } = n;
      onChange(rest);
    } else onChange({ ...image, ...n });
  };
  const shown: JsonSchema = {
    ...schema,
    properties: { src: schema.properties!.src!, alt: schema.properties!.alt! },
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {label}
        {nestedErrors ? (
          <span className="ml-2 text-xs font-normal text-red-700">({nestedErrors} to fix)</span>
        ) : null}
      </legend>
      <GroupError error={error} />
      {fileKeyOf(src) ? (
        <img
          src={thumbnailOf({ src })}
          alt=""
          className="mb-3 max-h-32 rounded-lg border border-slate-200"
        />
      ) : null}
      <ObjectFieldList
        schema={shown}
        value={{ src: image.src, alt: image.alt }}
        onChange={edit}
        path={path}
        Field={Field}
      />
      {readOnly ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button small onClick={() => setPicking(true)}>
            Choose another from the library
          </Button>
          {!required ? (
            <Button small variant="danger" onClick={() => onChange(undefined)}>
              Remove {lowerFirst(label)}
            </Button>
          ) : null}
        </div>
      )}
      {picker}
    </fieldset>
  );
}
