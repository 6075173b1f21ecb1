import { declareRoutes } from '../common/route-map';
import type { expertRouteSchemas } from './route-schemas';

export const expertRoutes = declareRoutes<typeof expertRouteSchemas>()({
  experts: 'GET /experts',
  bookings: 'GET /bookings',
  book: 'POST /bookings',
  reschedule: 'PUT /bookings/:id',
  cancel: 'DELETE /bookings/:id',
  adminExperts: 'GET /admin/experts',
  adminBookings: 'GET /admin/bookings',
  createExpert: 'POST /admin/experts',
  updateExpert: 'PUT /admin/experts/:id',
  saveAvailability: 'PUT /admin/experts/:id/availability',
  blockDay: 'POST /admin/experts/:id/blocked-days',
  unblockDay: 'DELETE /admin/experts/:id/blocked-days/:dayId',
});
