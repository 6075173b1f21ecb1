import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { deals } from './deals.table';

/** The data-room stages (letter_of_intent, purchase_agreement) whose opening a deal's buyer was told of: once each. */
export const dataRoomStageNotices = pgTable(
  'data_room_stage_notices',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.dealId, table.stage] })],
);
