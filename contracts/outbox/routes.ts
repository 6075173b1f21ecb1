import { declareRoutes } from '../common/route-map';
import type { outboxRouteSchemas } from './route-schemas';

export const outboxRoutes = declareRoutes<typeof outboxRouteSchemas>()({
  channels: 'GET /outbox',
  mails: 'GET /outbox/mail',
  mail: 'GET /outbox/mail/:id',
  texts: 'GET /outbox/sms',
});
