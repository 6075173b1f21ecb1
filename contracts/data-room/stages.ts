/** The data room's stages (issue 33): when each folder opens to a buyer, and what the seller and the buyer read. */
import { z } from 'zod';
import { FILE_COLLECTIONS, FILE_QUESTIONS, type FileCollection } from '../questionnaire';

export const DATA_ROOM_STAGES = ['access', 'letter_of_intent', 'purchase_agreement'] as const;
export type DataRoomStage = (typeof DATA_ROOM_STAGES)[number];
export const DEFAULT_DATA_ROOM_STAGE: DataRoomStage = 'access';

/** The seller's choice, as the stage control shows it. */
export const DATA_ROOM_STAGE_LABELS: Record<DataRoomStage, string> = {
  access: 'After access',
  letter_of_intent: 'After the letter of intent is signed',
  purchase_agreement: 'After the purchase agreement is signed',
};

/** What a buyer reads on a folder that is still closed to them. */
export const DATA_ROOM_LOCKED_LABELS: Record<DataRoomStage, string> = {
  access: 'Opens when the seller gives you access',
  letter_of_intent: 'Opens when the letter of intent is signed',
  purchase_agreement: 'Opens when the purchase agreement is signed',
};

/** The deal stage (by name, GET /deal-stages) at or past which a stage's folders open. */
export const DATA_ROOM_STAGE_DEAL_STAGES: Record<Exclude<DataRoomStage, 'access'>, string> = {
  letter_of_intent: 'Letter of intent',
  purchase_agreement: 'Purchase agreement',
};

export const folderLabel = (folder: FileCollection) => FILE_QUESTIONS.find((question) => question.key === folder)!.label;

export const DATA_ROOM_STAGE_MESSAGES = {
  stage: 'Choose when the folder opens: after access, after the letter of intent or after the purchase agreement is signed.',
  folder: 'The folder must be financials_needed or financials_ready.',
  impersonating: 'Staff acting as a member cannot change who sees the data room.',
  stampFailed: 'This PDF could not be stamped with your name, so it cannot be downloaded. Ask the seller to upload it again (unprotected).',
} as const;

export const DataRoomStageSchema = z.enum(DATA_ROOM_STAGES, { error: DATA_ROOM_STAGE_MESSAGES.stage });
export const DataRoomFolderNameSchema = z.enum(FILE_COLLECTIONS, { error: DATA_ROOM_STAGE_MESSAGES.folder });

/** A folder of the data room: when it opens and whether it is open to the caller (owners and staff: always). */
export const DataRoomFolderSchema = z.object({
  folder: DataRoomFolderNameSchema,
  opens_at: DataRoomStageSchema,
  open: z.boolean(),
});
export type DataRoomFolder = z.infer<typeof DataRoomFolderSchema>;
export const DataRoomFoldersSchema = z.object({ data: z.array(DataRoomFolderSchema) });
export type DataRoomFolders = z.infer<typeof DataRoomFoldersSchema>;

export const FolderStageBodySchema = z.object({ opens_at: DataRoomStageSchema });
