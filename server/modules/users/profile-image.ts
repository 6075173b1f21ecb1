import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/errors';
import type { UploadedFile } from '../../../contracts/common/common';

export const IMAGE_MESSAGES = {
  type: 'The image must be a PNG, JPEG or WebP file.',
  size: 'The image must not be greater than 5 MB.',
} as const;

export interface CheckedImage {
  data: Buffer;
  mime: (typeof PROFILE_IMAGE_TYPES)[number];
  ext: string;
}

/** An empty file part (a form sent without choosing a file) means "no new image". */
export const isEmptyUpload = (file: UploadedFile | undefined) => !file || file.size === 0;

/** The type comes from the bytes, never from the name or the browser's claim. */
export async function checkProfileImage(file: UploadedFile): Promise<CheckedImage> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) throw validationError({ image: [IMAGE_MESSAGES.size] });
  const sniffed = await fileTypeFromBuffer(file.data);
  const mime = PROFILE_IMAGE_TYPES.find((type) => type === sniffed?.mime);
  if (!sniffed || !mime) throw validationError({ image: [IMAGE_MESSAGES.type] });
  return { data: file.data, mime, ext: sniffed.ext };
}

/** Stores under a generated key; the caller records it and deletes the previous one. */
export async function storeProfileImage(deps: Pick<AppDeps, 'storage'>, userId: number, image: CheckedImage): Promise<string> {
  const key = `avatars/${userId}/${randomUUID()}.${image.ext}`;
  await deps.storage.put(key, image.data, image.mime);
  return key;
}
