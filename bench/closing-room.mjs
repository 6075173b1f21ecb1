// The closing room's figure of issue #32, in process through the code its routes run (the access check, then the
// checklist view or the request list) on the embedded database: a deal with 60 checklist items (the 11 of the
// template and 49 added, 30 files among them) and 200 due-diligence requests (100 answered, with a note and a file):
// GET /deals/{id}/closing and GET /deals/{id}/closing/requests at 10 concurrent clients, p50/p99 and requests/s;
// then the CPU per call (this process and PostgreSQL) one call at a time. Target: p99 ≤ 50 ms.
// Run: node --import tsx bench/closing-room.mjs (BENCH_SECONDS, default 6).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closingDealFor } from '../server/modules/closing/closing-access.ts';
import { closingRoomView, openClosingRoom } from '../server/modules/closing/closing-room.ts';
import { closingFiles, closingItems, closingRequests } from '../server/modules/closing/closing.table.ts';
import { listRequests } from '../server/modules/closing/due-diligence.service.ts';
import { ensureDealStages } from '../server/modules/deals/deal-stages.service.ts';
import { deals } from '../server/modules/deals/deals.table.ts';
import { documents } from '../server/modules/documents/documents.table.ts';
import { connectDatabase, runMigrations } from '../server/platform/db/database.ts';
import { startEmbeddedDatabase } from '../server/platform/db/embedded.ts';
import { buildListing, buildUser } from '../server/test/factories.ts';
import { closedLoop } from './closed-loop.mjs';
import { loadAverage, machineLoad } from './machine-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CLIENTS = 10;

const load = (run) => closedLoop({ clients: CLIENTS, seconds: SECONDS, run });

async function cpuPerCall(calls, run) {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await run();
  const used = process.cpuUsage(before);
  return +((used.user + used.system) / 1000 / calls).toFixed(2);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-closing-bench-'));
chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir, () => {});
const database = connectDatabase(embedded.url, { max: 10 });
const db = database.db;
try {
  await runMigrations(database);
  const seller = await buildUser(db, { userType: 'selling' });
  const buyer = await buildUser(db, { userType: 'buying' });
  const listing = await buildListing(db, { owner: seller });
  const now = new Date();
  const dealId = await db.transaction(async (tx) => {
    const [stage] = await ensureDealStages(tx);
    const [deal] = await tx
      .insert(deals)
      .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, stageId: stage.id })
      .returning();
    await tx.insert(documents).values({
      kind: 'loi',
      dealId: deal.id,
      listingId: listing.id,
      title: 'Letter of intent',
      status: 'signed',
      sha256: '',
      pdfKey: 'x',
      pdfSize: 0,
    });
    await openClosingRoom(tx, deal.id, now);
    await tx.insert(closingItems).values(
      Array.from({ length: 49 }, (_, i) => ({
        dealId: deal.id,
        title: `Added item ${i + 1}: a lease schedule, an engagement letter or a software licence to transfer`,
        ownerSide: ['buyer', 'seller', 'both'][i % 3],
        status: ['open', 'done', 'not_applicable'][i % 3],
        dueOn: i % 2 ? now.toISOString().slice(0, 10) : null,
        position: 12 + i,
        addedById: buyer.id,
      })),
    );
    const items = await tx.select({ id: closingItems.id }).from(closingItems);
    await tx.insert(closingFiles).values(
      items.slice(0, 30).map((item, i) => ({
        dealId: deal.id,
        itemId: item.id,
        storageKey: `k${i}`,
        filename: `file ${i}.pdf`,
        mimetype: 'application/pdf',
        size: 1000 + i,
        uploadedById: seller.id,
      })),
    );
    const requests = await tx
      .insert(closingRequests)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          dealId: deal.id,
          title: `Request ${i + 1}: the last 24 months of billing reports by practice area`,
          status: i % 2 ? 'answered' : 'open',
          answerNote: i % 2 ? 'Attached, by practice area and by month; the trust ledger follows separately.' : null,
          answeredAt: i % 2 ? now : null,
          askedById: buyer.id,
        })),
      )
      .returning({ id: closingRequests.id });
    await tx.insert(closingFiles).values(
      requests
        .filter((_, i) => i % 2)
        .map((request, i) => ({
          dealId: deal.id,
          requestId: request.id,
          storageKey: `r${i}`,
          filename: `answer ${i}.xlsx`,
          mimetype: 'application/pdf',
          size: 5000,
          uploadedById: seller.id,
        })),
    );
    return deal.id;
  });
  const actor = { user: buyer, impersonating: false };
  const deps = { database, now: () => new Date() };
  const closing = async () => closingRoomView(db, actor, await closingDealFor(db, actor, dealId), new Date());
  const requests = () => listRequests(deps, actor, dealId, {});
  const check = await closing();
  const list = await requests();
  // Warm-up: prepared plans, the driver's type parsers, JIT.
  for (let i = 0; i < 50; i++) await Promise.all([closing(), requests()]);
  const before = loadAverage();
  const result = {
    items: check.items.length,
    requests: list.data.length,
    clients: CLIENTS,
    seconds: SECONDS,
    closing: await load(closing),
    requests_list: await load(requests),
    cpu_per_call_ms: { closing: await cpuPerCall(200, closing), requests_list: await cpuPerCall(200, requests) },
    ...machineLoad(before),
    target_p99_ms: 50,
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await database.close();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
