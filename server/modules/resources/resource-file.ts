/** The optional file of a resource: checked by its bytes (platform uploads), stored privately under a generated key. */
import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '../../../contracts/common/common';
import { RESOURCE_UPLOADS } from '../../../contracts/resources/resources';
import { checkUpload } from '../../platform/uploads/check-upload';

export interface CheckedResourceFile {
  key: string;
  name: string;
  type: string;
  size: number;
  data: Buffer;
}

export async function checkResourceFile(file: UploadedFile): Promise<CheckedResourceFile> {
  const checked = await checkUpload('file', file, RESOURCE_UPLOADS);
  return {
    key: `resources/${randomUUID()}.${checked.ext}`,
    name: checked.filename,
    type: checked.mime,
    size: file.size,
    data: checked.data,
  };
}
