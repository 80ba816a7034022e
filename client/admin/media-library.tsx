import { useState } from 'react';
import type { MediaItem } from '#schema/media-library';
import { errorMessage } from './api';
import { deleteMedia, thumbnailOf, updateMedia } from './media-api';
import { MediaUpload } from './media-upload';
import { FocalPointPicker } from './focal-point-picker';
import { useAdminData } from './use-admin-data';
import { AdminHeading, Button, FieldShell, inputClass, Notice, Panel } from './ui';
import { useCan } from './use-role';

/** `/admin/media`: the images editors upload, searchable, with alt text and focal point. */
export function MediaLibraryScreen() {
  const [q, setQ] = useState('');
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim().slice(0, 100) })}` : '';
  const { data, error, reload } = useAdminData<{ media: MediaItem[] }>(`/media${query}`);
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Deleting an image needs the Editor role: a contributor is not offered what would be refused.
  const mayDelete = useCan()('delete');

  const remove = async (item: MediaItem) => {
    if (!window.confirm(`Delete ${item.originalName} from the library?`)) return;
    try {
      await deleteMedia(item.id);
      setNotice({ tone: 'success', text: `${item.originalName} is deleted.` });
      reload();
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
    }
  };

  return (
    <div>
      <AdminHeading title="Media" />
      <Panel id="upload-media" title="Upload an image" className="mb-6">
        <MediaUpload onUploaded={reload} />
      </Panel>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="my-4 max-w-md">
        <FieldShell id="media-search" label="Search by name or alt text">
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
      </div>
      {data?.media.length === 0 ? (
        <p className="text-slate-600">{q ? 'No image matches.' : 'No images yet.'}</p>
      ) : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data?.media.map((item) =>
          editing === item.id ? (
            <li key={item.id} className="rounded-xl border border-brand-300 p-3 sm:col-span-2">
              <MediaEditor
                item={item}
                onDone={(text) => {
                  setEditing(null);
                  if (text) setNotice({ tone: 'success', text });
                  reload();
                }}
              />
            </li>
          ) : (
            <li key={item.id} className="flex flex-col rounded-xl border border-slate-200 p-3">
              <img
                src={thumbnailOf(item)}
                alt={item.alt}
                width={item.width}
                height={item.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-contain"
              />
              <p className="mt-2 truncate text-sm font-semibold text-slate-900">
                {item.originalName}
              </p>
              <p className="text-xs text-slate-600">
                {item.width} × {item.height} · {Math.ceil(item.bytes / 1024)} KB
              </p>
              <p className="mt-1 line-clamp-2 flex-1 text-sm text-slate-700">{item.alt}</p>
              <div className="mt-2 flex gap-2">
                <Button
                  small
                  onClick={() => setEditing(item.id)}
                  aria-label={`Edit ${item.originalName}`}
                >
                  Edit
                </Button>
                {mayDelete ? (
                  <Button
                    small
                    variant="danger"
                    onClick={() => remove(item)}
                    aria-label={`Delete ${item.originalName}`}
                  >
                    Delete
                  </Button>
                ) : null}
              </div>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

function MediaEditor({ item, onDone }: { item: MediaItem; onDone: (text?: string) => void }) {
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState({ x: item.focalX, y: item.focalY });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    try {
      await updateMedia(item.id, { alt, focalX: focal.x, focalY: focal.y });
      onDone(`${item.originalName} is saved.`);
    } catch (err) {
      setErrors((err as { errors?: Record<string, string> }).errors ?? {});
      setFailure(errorMessage(err));
    }
  };
  const id = `media-${item.id}`;
  return (
    <div className="space-y-3">
      <h2 className="font-semibold text-slate-900">Edit {item.originalName}</h2>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <FieldShell id={`${id}-alt`} label="Alt text" error={errors.alt}>
        {(aria) => (
          <input
            {...aria}
            value={alt}
            maxLength={200}
            onChange={(e) => setAlt(e.target.value)}
            className={inputClass(errors.alt)}
          />
        )}
      </FieldShell>
      <FocalPointPicker
        id={`${id}-focal`}
        src={item.src}
        alt={alt}
        x={focal.x}
        y={focal.y}
        onChange={(x, y) => setFocal({ x, y })}
      />
      <div className="flex gap-2">
        <Button variant="primary" onClick={save}>
          Save image
        </Button>
        <Button onClick={() => onDone()}>Cancel</Button>
      </div>
    </div>
  );
}
