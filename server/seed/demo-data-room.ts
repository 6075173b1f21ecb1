/**
 * The demo's data rooms (plain data): the documents each seller has uploaded where a buyer's review has reached
 * the financials — Margaret's statements that her last message says "are ready" — and who downloaded what.
 */
import type { FileCollection } from '../../contracts/listings/questionnaire';
import type { DemoDocumentKind } from './demo-documents';
import type { DemoListingKey } from './demo-listings';
import type { DemoPersonKey } from './demo-people';
import type { DemoTime } from './demo-time';

export interface DemoDataRoomDocument {
  kind: DemoDocumentKind;
  collection: FileCollection;
  filename: string;
  uploaded: DemoTime;
  /** Downloads by buyers who have access (each becomes a line of the seller's download log). */
  downloads: readonly { by: DemoPersonKey; at: DemoTime }[];
}

export interface DemoDataRoom {
  listing: DemoListingKey;
  documents: readonly DemoDataRoomDocument[];
}

const statements = (uploaded: DemoTime, downloads: DemoDataRoomDocument['downloads']): DemoDataRoomDocument => ({
  kind: 'profit-and-loss',
  collection: 'financials_needed',
  filename: 'Profit and loss statement, last 3 fiscal years.pdf',
  uploaded,
  downloads,
});

export const DEMO_DATA_ROOMS: readonly DemoDataRoom[] = [
  {
    listing: 'boston-estate',
    documents: [
      statements(
        [2, '17:20'],
        [
          { by: 'daniel', at: [1, '14:05'] },
          { by: 'daniel', at: [0, '13:40'] },
        ],
      ),
      {
        kind: 'trust-accounts',
        collection: 'financials_ready',
        filename: 'Trust account summary, last 12 months.pdf',
        uploaded: [2, '17:25'],
        downloads: [{ by: 'daniel', at: [1, '14:07'] }],
      },
      {
        kind: 'client-matters',
        collection: 'financials_ready',
        filename: 'Client-matter summary (no client names).pdf',
        uploaded: [2, '17:28'],
        downloads: [{ by: 'daniel', at: [1, '14:12'] }],
      },
      {
        kind: 'monthly-billings',
        collection: 'financials_ready',
        filename: 'Monthly billings by practice area.csv',
        uploaded: [2, '17:31'],
        downloads: [],
      },
      {
        kind: 'lease-abstract',
        collection: 'financials_ready',
        filename: 'Lease abstract, Centre Street office.pdf',
        uploaded: [2, '17:33'],
        downloads: [],
      },
    ],
  },
  {
    listing: 'south-shore-elder',
    documents: [statements([12, '15:00'], [{ by: 'marcus', at: [11, '16:20'] }])],
  },
  {
    listing: 'austin-injury',
    documents: [
      statements([41, '14:30'], [{ by: 'marcus', at: [40, '15:45'] }]),
      {
        kind: 'monthly-billings',
        collection: 'financials_ready',
        filename: 'Monthly billings by practice area.csv',
        uploaded: [41, '14:35'],
        downloads: [{ by: 'marcus', at: [40, '15:50'] }],
      },
    ],
  },
  {
    listing: 'denver-business',
    documents: [
      statements([131, '14:00'], [{ by: 'elena', at: [130, '16:10'] }]),
      {
        kind: 'monthly-billings',
        collection: 'financials_ready',
        filename: 'Monthly billings by practice area.csv',
        uploaded: [131, '14:05'],
        downloads: [{ by: 'elena', at: [130, '16:15'] }],
      },
    ],
  },
  {
    listing: 'san-diego-employment',
    documents: [statements([48, '18:00'], [{ by: 'elena', at: [47, '15:30'] }])],
  },
];
