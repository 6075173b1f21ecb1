/** The data room's stages (issue 33): when each folder opens to a buyer, and what the seller and the buyer read. */
import { z } from 'zod';

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

export const DATA_ROOM_STAGE_MESSAGES = {
  stage: 'Choose when the folder opens: after access, after the letter of intent or after the purchase agreement is signed.',
  impersonating: 'Staff acting as a member cannot change who sees the data room.',
  stampFailed: 'This PDF could not be stamped with your name, so it cannot be downloaded. Ask the seller to upload it again (unprotected).',
} as const;

export const DataRoomStageSchema = z.enum(DATA_ROOM_STAGES, { error: DATA_ROOM_STAGE_MESSAGES.stage });
/**
 * A folder of the data room, in the seller's order: when it opens and whether it is open to the caller (owners and
 * staff: always). `folder` is the path key: the collection of the questionnaire's two folders, else the id. A buyer
 * never reads the name of a folder that is still closed to them (null).
 */
export const DataRoomFolderSchema = z.object({
  id: z.number().int(),
  folder: z.string(),
  name: z.string().nullable(),
  opens_at: DataRoomStageSchema,
  open: z.boolean(),
  position: z.number().int(),
});
export type DataRoomFolder = z.infer<typeof DataRoomFolderSchema>;
/** How a folder is named to the reader: a buyer reads a closed folder by its stage only. */
export const folderName = (folder: Pick<DataRoomFolder, 'name'>) => folder.name ?? 'A folder for later';
export const DataRoomFoldersSchema = z.object({ data: z.array(DataRoomFolderSchema) });
export type DataRoomFolders = z.infer<typeof DataRoomFoldersSchema>;
