import { useState } from 'react';
import type { MediaItem } from '#schema/media-library';
import { thumbnailOf } from './media-api';
import { useAdminData } from './use-admin-data';
import { Button, FieldShell, inputClass, Notice } from './ui';

/** The library as a list of buttons, searchable: choosing one puts it in the section's field. */
export function MediaPicker({
  label,
  onPick,
  onCancel,
}: {
  label: string;
  onPick: (item: MediaItem) => void;
  onCancel: () => void;
}) {
  const [q, setQ] = useState('');
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim().slice(0, 100) })}` : '';
  const { data, error } = useAdminData<{ media: MediaItem[] }>(`/media${query}`);
  const [id] = useState(() => `picker-${Math.random().toString(36).slice(2, 8)}`);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-3 space-y-3 rounded-lg border border-brand-300 bg-brand-50 p-3"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        Choose {label.toLowerCase()} from the media library
      </h3>
      <FieldShell id={`${id}-search`} label="Search images">
        {(aria) => (
          <input
            {...aria}
            type="search"
            maxLength={100}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={inputClass()}
          />
        )}
      </FieldShell>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {data?.media.length === 0 ? (
        <p className="text-sm text-slate-700">
          No images{q ? ' match' : ' yet: upload them under Media'}.
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {data?.media.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onPick(item)}
              className="w-full rounded-lg border border-slate-300 bg-white p-1 text-left text-xs hover:border-brand-700 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
            >
              <img
                src={thumbnailOf(item)}
                alt=""
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <span className="mt-1 block truncate">Use {item.alt}</span>
            </button>
          </li>
        ))}
      </ul>
      <Button small onClick={onCancel}>
        Cancel
      </Button>
    </section>
  );
}
