import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { AdminApiError, errorMessage } from './api';
import { uploadMedia, type MediaItem } from './media-api';
import { Button, FieldShell, inputClass, Notice } from './ui';
import { firstFieldToFix } from './first-field-to-fix';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** Add an image: drop it on the zone or choose it with the file input, describe it, upload. */
export function MediaUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  // A refused upload (here or by the server) leaves the focus on the first field to fix: the
  // button, disabled while it uploaded, had dropped it to the page.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    firstFieldToFix(formRef.current)?.focus();
  }, [errors]);

  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!file) problems.file = 'Choose an image file';
    if (!alt.trim()) problems.alt = 'Describe the image for people who cannot see it';
    setErrors(problems);
    setMessage(null);
    if (!file || Object.keys(problems).length) return;
    setBusy(true);
    try {
      const { media, created } = await uploadMedia(file, alt.trim());
      setFile(null);
      setAlt('');
      (e.target as HTMLFormElement).reset();
      setMessage(
        created
          ? `${media.originalName} is in the library.`
          : 'That image is already in the library.',
      );
      onUploaded(media);
    } catch (err) {
      // A field's own message where the server names one (missing alt text), else the file's.
      const named = err instanceof AdminApiError && Object.keys(err.errors).length;
      setErrors(err instanceof AdminApiError ? (named ? err.errors : { file: err.message }) : {});
      if (!(err instanceof AdminApiError)) setMessage(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="media-drop-zone"
        className={`rounded-xl border-2 border-dashed p-4 ${over ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
      >
        <FieldShell
          id="media-file"
          label="Image file"
          hint="Drop a JPEG, PNG, WebP, AVIF or GIF here, or choose one."
          error={errors.file}
        >
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept={ACCEPT}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
            />
          )}
        </FieldShell>
        {file ? <p className="mt-2 text-sm text-slate-700">Selected: {file.name}</p> : null}
      </div>
      <FieldShell
        id="media-alt"
        label="Alt text"
        hint="What the picture shows, for people who cannot see it."
        error={errors.alt}
      >
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
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Uploading…' : 'Upload image'}
      </Button>
      {message ? <Notice tone="success">{message}</Notice> : null}
    </form>
  );
}
