import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_TYPES } from '../../../contracts/auth/auth';
import { Avatar } from '../../components/Avatar';
import { errorIdFor, hintIdFor } from '../../components/form/FieldShell';
import { cx } from '../../lib/cx';
import { checkPhoto } from './profileForm';

export interface ChosenPhoto {
  file: File;
  /** A data: URL of the file, for the preview (the CSP allows data: images). */
  preview: string;
}

interface ProfilePhotoFieldProps {
  firstName: string;
  lastName: string;
  /** The saved photo's URL, or null: the initials show instead. */
  currentImage: string | null;
  chosen: ChosenPhoto | null;
  onChoose: (photo: ChosenPhoto | null) => void;
  error?: string;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/** The photo beside a file input: shows the saved photo (or initials), then a preview of a newly chosen file. */
export function ProfilePhotoField({
  firstName,
  lastName,
  currentImage,
  chosen,
  onChoose,
  error,
  onError,
  disabled,
}: ProfilePhotoFieldProps) {
  const inputId = `profile-photo-${useId()}`;
  const input = useRef<HTMLInputElement>(null);

  // Once the photo is saved or dropped, the file input no longer names it.
  useEffect(() => {
    if (!chosen && input.current) input.current.value = '';
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refusal = checkPhoto(file);
    onError(refusal);
    if (refusal) {
      onChoose(null);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => onChoose({ file, preview: String(reader.result) });
    reader.onerror = () => onError('This file could not be read. Choose another photo.');
    reader.readAsDataURL(file);
  };

  const keepCurrent = () => {
    onChoose(null);
    onError(null);
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
      {chosen ? (
        <img src={chosen.preview} alt="Preview of your new photo" className="avatar avatar--lg" />
      ) : (
        <Avatar firstName={firstName} lastName={lastName} image={currentImage} size="lg" />
      )}
      <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
        <label htmlFor={inputId} className="form-label">
          Profile photo
        </label>
        <input
          ref={input}
          id={inputId}
          name="image"
          type="file"
          accept={PROFILE_IMAGE_TYPES.join(',')}
          className={cx('form-control', error && 'is-invalid')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorIdFor(inputId) : null, hintIdFor(inputId)].filter(Boolean).join(' ')}
          onChange={choose}
          disabled={disabled}
        />
        {error ? (
          <div id={errorIdFor(inputId)} className="invalid-feedback d-block" role="alert">
            {error}
          </div>
        ) : null}
        <div id={hintIdFor(inputId)} className="form-text">
          {chosen
            ? 'The new photo is saved with your profile.'
            : 'PNG, JPEG or WebP, up to 5 MB. Without a photo, your initials are shown.'}
          {chosen ? (
            <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={keepCurrent}>
              Keep the current photo
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
