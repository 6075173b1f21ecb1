import type { DataRoomFolders, DataRoomStage } from '../../../contracts/data-room/stages';
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
  return callApi(dataRoomRoutes.setFolderStage, { params: { id: listingId, folder }, body: { opens_at: opensAt }, client });
}

/** Revokes (or restores) a buyer's access to the firm's details and data room. */
export async function changeBuyerAccess(change: 'revoke' | 'restore', listingId: number, buyerId: number, client: ApiClient = api) {
  const endpoint = change === 'revoke' ? dataRoomRoutes.revokeAccess : dataRoomRoutes.restoreAccess;
  return callApi(endpoint, { params: { id: listingId, buyerId }, client });
}
