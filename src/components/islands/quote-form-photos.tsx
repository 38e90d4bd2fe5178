/**
 * The quote form's photos: the three file inputs, and what becomes of a file chosen at one (the
 * rules in lib/quote-form.ts: photoFormat, photoLimits). Part of the quote form island.
 */
import { useRef, useState } from 'react';

import { type QuoteFormCopy } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import {
  photoFields,
  photoFormat,
  photoHeadBytes,
  photoLimits,
  photoTypes,
  type PhotoField,
  type PhotoFormat,
  type QuoteError,
} from '#src/lib/quote-form.ts';

import { describedBy, type FieldErrors } from './quote-form-inputs.tsx';

/** A chosen photo: being shrunk, ready to send (shrunk, or kept as taken), or refused. */
export type Photo =
  | { state: 'working'; ready: Promise<Photo> }
  | { state: 'ready'; file: File; kept: boolean }
  | { state: 'refused'; error: QuoteError };

export type Photos = Partial<Record<PhotoField, Photo>>;

/**
 * Takes in a chosen file: refused unless its first bytes are a picture (photoFormat); shrunk (the
 * code that does it loads only now); or, where this browser cannot read it (HEIC outside Safari),
 * kept as taken when it is small enough, typed by its bytes. Never throws.
 */
async function preparePhoto(file: File): Promise<Photo> {
  let kind: PhotoFormat | null = null;
  try {
    kind = photoFormat(new Uint8Array(await file.slice(0, photoHeadBytes).arrayBuffer()));
  } catch {
    // Unreadable (gone from the disk since it was chosen): no photo.
  }
  if (!kind) return { state: 'refused', error: 'photoType' };
  try {
    const { shrinkPhoto } = await import('#src/lib/photo-shrink.ts');
    const shrunk = await shrinkPhoto(file, photoLimits.maxSide, photoLimits.quality);
    if (shrunk.ok) return { state: 'ready', file: shrunk.file, kept: false };
  } catch {
    // The shrinking code did not load (the connection dropped): as for a photo it cannot read.
  }
  if (file.size > photoLimits.maxOriginalBytes) return { state: 'refused', error: 'photoTooLarge' };
  return { state: 'ready', file: new File([file], file.name, { type: photoTypes[kind] }), kept: true };
}

/**
 * The photos chosen so far, a way to choose one, and the photos to send once every one still being
 * shrunk is done. `setError` puts a refused photo's error at its input (or clears it).
 */
export function usePhotos(setError: (name: PhotoField, error: QuoteError | undefined) => void) {
  const [photos, setPhotos] = useState<Photos>({});
  // The latest photo per input, for a send that waits on one still being shrunk.
  const latest = useRef<Photos>({});

  function settle(name: PhotoField, photo: Photo | undefined) {
    latest.current = { ...latest.current, [name]: photo };
    setPhotos(latest.current);
    setError(name, photo?.state === 'refused' ? photo.error : undefined);
  }

  /** Takes in the file chosen at one input: shrinks it, keeps it as taken, or says why it cannot go. */
  function choose(name: PhotoField, file: File | undefined) {
    if (!file) {
      settle(name, undefined);
      return;
    }
    const ready = preparePhoto(file);
    settle(name, { state: 'working', ready });
    void ready.then((photo) => {
      // A later choice at the same input wins.
      const current = latest.current[name];
      if (current?.state === 'working' && current.ready === ready) settle(name, photo);
    });
  }

  /** The photos to send, once every one still being shrunk is done. */
  async function settled(): Promise<Photos> {
    const done: Photos = {};
    for (const name of photoFields) {
      const photo = latest.current[name];
      if (photo) done[name] = photo.state === 'working' ? await photo.ready : photo;
    }
    return done;
  }

  return { photos, choose, settled };
}

/** The three photo inputs, each with its error or its "sent as it is" hint. */
export function PhotoInputs({
  id,
  copy,
  errors,
  photos,
  onChoose,
}: {
  id: string;
  copy: QuoteFormCopy;
  errors: FieldErrors;
  photos: Photos;
  onChoose: (name: PhotoField, file: File | undefined) => void;
}) {
  return (
    <fieldset aria-describedby={`${id}-photos-hint`}>
      <legend className="font-semibold">
        {copy.photos} <span className="font-normal text-muted">{copy.optional}</span>
      </legend>
      <p id={`${id}-photos-hint`} className="mt-1 text-sm text-muted">
        {copy.photosHint}
      </p>
      <div className="mt-2 grid gap-3">
        {photoFields.map((name, index) => {
          const error = errors[name];
          const photo = photos[name];
          const kept = photo?.state === 'ready' && photo.kept;
          return (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
                {format(copy.photo, { number: index + 1 })}
              </label>
              <input
                id={`${id}-${name}`}
                name={name}
                type="file"
                // HEIC/HEIF named too: iPhones save photos in it, and some pickers filter by extension.
                accept="image/*,.heic,.heif"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, errors, name, kept)}
                onChange={(event) => onChoose(name, event.currentTarget.files?.[0])}
                className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-accent/15 file:px-4 file:font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong"
              />
              {error ? (
                <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-accent-strong">
                  {copy.errors[error]}
                </p>
              ) : null}
              {kept ? (
                <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-muted">
                  {copy.photoKept}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
