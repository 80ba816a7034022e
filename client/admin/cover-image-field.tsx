import { useState } from 'react';
import { fileKeyOf } from '#schema/media-library';
import { MediaPicker } from './media-picker';
import { thumbnailOf } from './media-api';
import { Button } from './ui';

/** An article's cover: an image of the media library, chosen with the same picker as sections. */
export function CoverImageField({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error?: string | undefined;
  onChange: (src: string | null) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Cover image</legend>
      {error ? (
        <p id="article-cover-error" className="mb-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {value ? (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          {fileKeyOf(value) || value.startsWith('/media/') ? (
            <img
              src={fileKeyOf(value) ? thumbnailOf({ src: value }) : value}
              alt=""
              className="max-h-32 rounded-lg border border-slate-200"
            />
          ) : null}
          <span className="font-mono text-xs break-all text-slate-700">{value}</span>
        </div>
      ) : (
        <p className="mb-3 text-sm text-slate-600">
          No cover: the article shows without a picture.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button small onClick={() => setPicking(true)}>
          {value ? 'Choose another from the library' : 'Choose cover image from the library'}
        </Button>
        {value ? (
          <Button small variant="danger" onClick={() => onChange(null)}>
            Remove cover image
          </Button>
        ) : null}
      </div>
      {picking ? (
        <MediaPicker
          label="Cover image"
          onPick={(item) => {
            onChange(item.src);
            setPicking(false);
          }}
          onCancel={() => setPicking(false)}
        />
      ) : null}
    </fieldset>
  );
}
