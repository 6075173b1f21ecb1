import type { CreateFolderBody, UpdateFolderBody } from '../../../contracts/data-room/folders';
import type { DataRoomFolders, DataRoomStage } from '../../../contracts/data-room/stages';
import type { ListingDetail } from '../../../contracts/listings/responses';
import { dataRoomRoutes } from '../../../contracts/data-room/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

/** The seller places a data-room folder at a stage (issue 33). */
export function setFolderStage(
  listingId: number,
  folder: string,
  opensAt: DataRoomStage,
  client: ApiClient = api,
): Promise<DataRoomFolders> {
  return updateFolder(listingId, folder, { opens_at: opensAt }, client);
}

/** Renames, restages or moves a folder (`folder`: its collection or id). */
export function updateFolder(listingId: number, folder: string, body: UpdateFolderBody, client: ApiClient = api): Promise<DataRoomFolders> {
  return callApi(dataRoomRoutes.setFolderStage, { params: { id: listingId, folder }, body, client });
}

export function createFolder(listingId: number, body: CreateFolderBody, client: ApiClient = api): Promise<DataRoomFolders> {
  return callApi(dataRoomRoutes.createFolder, { params: { id: listingId }, body, client });
}

export function deleteFolder(listingId: number, folder: string, client: ApiClient = api): Promise<DataRoomFolders> {
  return callApi(dataRoomRoutes.deleteFolder, { params: { id: listingId, folder }, client });
}

/** Moves a file to another folder of the listing; the answer is the listing. */
export function moveFileToFolder(listingId: number, fileId: number, folderId: number, client: ApiClient = api): Promise<ListingDetail> {
  return callApi(dataRoomRoutes.moveFile, { params: { id: listingId, fileId }, body: { folder_id: folderId }, client });
}

/** Uploads files into a folder the seller made (`files[]` with `folder_id`). */
export function uploadIntoFolder(
  listingId: number,
  folderId: number,
  files: File[],
  onUploadProgress?: (fraction: number) => void,
  client: ApiClient = api,
): Promise<ListingDetail> {
  const body = new FormData();
  body.append('folder_id', String(folderId));
  for (const file of files) body.append('files[]', file);
  return callApi(dataRoomRoutes.uploadFiles, {
    params: { id: listingId },
    body,
    client,
    ...(onUploadProgress ? { onUploadProgress } : {}),
  });
}

/** Revokes (or restores) a buyer's access to the firm's details and data room. */
export async function changeBuyerAccess(change: 'revoke' | 'restore', listingId: number, buyerId: number, client: ApiClient = api) {
  const endpoint = change === 'revoke' ? dataRoomRoutes.revokeAccess : dataRoomRoutes.restoreAccess;
  return callApi(endpoint, { params: { id: listingId, buyerId }, client });
}
