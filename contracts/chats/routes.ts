import { declareRoutes } from '../common/route-map';
import type { chatRouteSchemas } from './route-schemas';

export const chatRoutes = declareRoutes<typeof chatRouteSchemas>()({
  list: 'GET /chats',
  openSupportChat: 'POST /chats',
  createMatch: 'POST /chats/create-match',
  unreadCount: 'GET /chats/unread-chats',
  adminUnreadCount: 'GET /chats/admin-unread-chats',
  adminInfo: 'GET /chats/admin-info',
  activeMatches: 'GET /chats/active-matches',
  show: 'GET /chats/:id',
  answerMatch: 'PUT /chats/:id',
  messages: 'GET /messages',
  sendMessage: 'POST /messages',
  attachment: 'GET /messages/attachments/:id',
});
