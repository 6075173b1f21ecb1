import { declareRoutes } from '../common/route-map';
import type { notificationRouteSchemas } from './route-schemas';

export const notificationRoutes = declareRoutes<typeof notificationRouteSchemas>()({
  list: 'GET /notifications',
  unreadCount: 'GET /notifications/unread-count',
  markRead: 'PUT /notifications/read',
  delete: 'DELETE /notifications/:id',
  preferences: 'GET /notifications/preferences',
  savePreferences: 'PUT /notifications/preferences',
  unsubscribe: 'GET /notifications/unsubscribe',
  unsubscribeOneClick: 'POST /notifications/unsubscribe',
});
