/**
 * The seller's data-room folders (issue 33): the questionnaire's two folders (financials_needed, financials_ready) and
 * those the seller makes, each opening at a stage (./stages.ts). What the folder endpoints accept and refuse.
 */
import { z } from 'zod';
import { FILE_COLLECTIONS } from '../listings/questionnaire';
import { DataRoomStageSchema } from './stages';

export const FOLDER_NAME_MAX = 80;
export const FOLDERS_PER_LISTING = 30;
/** The collection_name of a file in a folder the seller made (the two questionnaire folders keep theirs). */
export const SELLER_FOLDER_COLLECTION = 'data_room';

export const FOLDER_MESSAGES = {
  name: `Name the folder in 1 to ${FOLDER_NAME_MAX} characters.`,
  duplicate: 'Another folder of this listing already has that name.',
  tooMany: `A data room holds at most ${FOLDERS_PER_LISTING} folders.`,
  folder: 'The folder must be financials_needed, financials_ready or the id of one of this listing’s folders.',
  questionnaireFolder: 'The questionnaire’s two folders keep their names and cannot be deleted.',
  notEmpty: (files: number) =>
    `The folder still holds ${files === 1 ? 'a file' : `${files} files`}: move ${files === 1 ? 'it' : 'them'} to another folder or remove ${files === 1 ? 'it' : 'them'} first.`,
  position: `The position must be a whole number from 0 to ${FOLDERS_PER_LISTING - 1}.`,
  change: 'Send the folder’s new name, stage (opens_at) or position.',
  folderId: 'Choose one of this listing’s folders.',
  filesWithoutFolder: 'Choose the folder the files go in (folder_id).',
  statementsTaken: 'The financial statements folder holds one file: remove the one there first.',
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
export const FolderNameSchema = z.preprocess(
  trimmed,
  z.string({ error: FOLDER_MESSAGES.name }).min(1, FOLDER_MESSAGES.name).max(FOLDER_NAME_MAX, FOLDER_MESSAGES.name),
);

/** A folder in a path: a questionnaire folder by its collection, any folder by its id. */
export const FolderKeySchema = z
  .string({ error: FOLDER_MESSAGES.folder })
  .regex(new RegExp(`^(${FILE_COLLECTIONS.join('|')}|[1-9]\\d{0,8})$`), { error: FOLDER_MESSAGES.folder });
export type FolderKey = z.infer<typeof FolderKeySchema>;

export const CreateFolderBodySchema = z.object({ name: FolderNameSchema, opens_at: DataRoomStageSchema.optional() });
export type CreateFolderBody = z.infer<typeof CreateFolderBodySchema>;

/** Rename, restage or move a folder: any of the three (opens_at alone is the earlier stage-only body). */
export const UpdateFolderBodySchema = z
  .object({
    name: FolderNameSchema.optional(),
    opens_at: DataRoomStageSchema.optional(),
    position: z
      .number({ error: FOLDER_MESSAGES.position })
      .int(FOLDER_MESSAGES.position)
      .min(0, FOLDER_MESSAGES.position)
      .max(FOLDERS_PER_LISTING - 1, FOLDER_MESSAGES.position)
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.opens_at !== undefined || body.position !== undefined, {
    error: FOLDER_MESSAGES.change,
    path: ['opens_at'],
  });
export type UpdateFolderBody = z.infer<typeof UpdateFolderBodySchema>;

const FolderIdSchema = z.coerce
  .number({ error: FOLDER_MESSAGES.folderId })
  .int(FOLDER_MESSAGES.folderId)
  .positive(FOLDER_MESSAGES.folderId)
  .max(2_147_483_647, FOLDER_MESSAGES.folderId);
export const MoveFileBodySchema = z.object({ folder_id: FolderIdSchema });
export type MoveFileBody = z.infer<typeof MoveFileBodySchema>;
/** The upload's target folder (a multipart text field). */
export const UploadFolderSchema = FolderIdSchema.optional();
