import { declareRoutes } from '../common/route-map';
import type { dataRoomRouteSchemas } from './route-schemas';

export const dataRoomRoutes = declareRoutes<typeof dataRoomRouteSchemas>()({
  uploadFiles: 'POST /listings/:id/files',
  downloadFile: 'GET /listings/:id/files/:fileId',
  moveFile: 'PUT /listings/:id/files/:fileId',
  removeFile: 'DELETE /listings/:id/files/:fileId',
  log: 'GET /listings/:id/data-room-log',
  createFolder: 'POST /listings/:id/data-room/folders',
  setFolderStage: 'PUT /listings/:id/data-room/folders/:folder',
  deleteFolder: 'DELETE /listings/:id/data-room/folders/:folder',
  revokeAccess: 'DELETE /listings/:id/access/:buyerId',
  restoreAccess: 'PUT /listings/:id/access/:buyerId',
});
