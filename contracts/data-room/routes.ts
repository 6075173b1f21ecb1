import { declareRoutes } from '../route-map';
import type { dataRoomRouteSchemas } from './route-schemas';

export const dataRoomRoutes = declareRoutes<typeof dataRoomRouteSchemas>()({
  setFolderStage: 'PUT /listings/:id/data-room/folders/:folder',
  revokeAccess: 'DELETE /listings/:id/access/:buyerId',
  restoreAccess: 'PUT /listings/:id/access/:buyerId',
});
