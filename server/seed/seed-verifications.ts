/** The demo's verification grants, queue and rejection, and the documents they show (written to storage at start). */
import { like } from 'drizzle-orm';
import { FUNDS_VALID_DAYS } from '../../contracts/verifications/levels';
import { DOCUMENT_KINDS } from '../../contracts/verifications/verifications';
import type { Db } from '../platform/db/database';
import type { Storage } from '../platform/storage/storage.types';
import { verificationDocuments, verificationEvents, verifications } from '../modules/verifications/verifications.table';
import { notify } from '../modules/notifications/notify';
import { decisionNotice } from '../modules/verifications/verifications.service';
import { demoPdf } from './demo-pdf';
import { timeAt } from './demo-time';
import { DEMO_VERIFICATIONS } from './demo-verifications';
import type { SeedContext } from './seed-deps';

const DAY = 86_400_000;
const KEY_PREFIX = 'demo/verifications/';
const keyOf = (index: number, filename: string) => `${KEY_PREFIX}${index}-${filename}`;

export async function seedVerifications({ tx, deps, people, now }: Pick<SeedContext, 'tx' | 'deps' | 'people' | 'now'>): Promise<void> {
  const staff = people.get('rebecca')!;
  for (const [index, demo] of DEMO_VERIFICATIONS.entries()) {
    const user = people.get(demo.person)!;
    const submittedAt = timeAt(now, demo.submitted);
    const decidedAt = demo.decided ? timeAt(now, demo.decided) : null;
    const earned = demo.level === 'VFL';
    const staffDecided = decidedAt !== null && !earned;
    const [row] = await tx
      .insert(verifications)
      .values({
        userId: user.id,
        level: demo.level,
        source: earned ? 'valuation' : 'submission',
        status: demo.status,
        attestedAt: demo.level === 'VI' ? submittedAt : null,
        idExpiresOn: demo.idValidYears ? new Date(now.getTime() + demo.idValidYears * 365 * DAY).toISOString().slice(0, 10) : null,
        barState: demo.bar?.state ?? null,
        barNumber: demo.bar?.number ?? null,
        barYearAdmitted: demo.bar?.yearAdmitted ?? null,
        barName: demo.bar?.name ?? null,
        fundsAmount: demo.fundsAmount ?? null,
        reviewerId: staffDecided || demo.reviewedByStaff ? staff.id : null,
        assignedAt: staffDecided || demo.reviewedByStaff ? submittedAt : null,
        decidedById: staffDecided ? staff.id : null,
        decidedAt,
        reason: demo.reason ?? null,
        expiresAt:
          demo.status === 'approved' && demo.level === 'VLP'
            ? new Date(decidedAt!.getTime() + FUNDS_VALID_DAYS * DAY)
            : demo.status === 'approved' && demo.idValidYears
              ? new Date(now.getTime() + demo.idValidYears * 365 * DAY + DAY)
              : null,
        submittedAt,
        updatedAt: decidedAt ?? submittedAt,
      })
      .returning();
    const verificationId = row!.id;
    if (demo.document && demo.level !== 'VFL') {
      await tx.insert(verificationDocuments).values({
        verificationId,
        kind: DOCUMENT_KINDS[demo.level].kind,
        storageKey: keyOf(index, demo.document.filename),
        filename: demo.document.filename,
        mimetype: 'application/pdf',
        size: demoPdf(demo.document.lines).length,
        createdAt: submittedAt,
      });
    }
    const events: (typeof verificationEvents.$inferInsert)[] = [];
    if (earned) events.push({ verificationId, userId: user.id, actorId: null, action: 'granted', createdAt: decidedAt ?? submittedAt });
    else events.push({ verificationId, userId: user.id, actorId: user.id, action: 'submitted', createdAt: submittedAt });
    if (demo.reviewedByStaff || staffDecided) {
      events.push({
        verificationId,
        userId: user.id,
        actorId: staff.id,
        action: 'assigned',
        reason: `Assigned to ${staff.firstName} ${staff.lastName}`,
        createdAt: new Date(submittedAt.getTime() + 3_600_000),
      });
    }
    if (staffDecided)
      events.push({
        verificationId,
        userId: user.id,
        actorId: staff.id,
        action: demo.status,
        reason: demo.reason ?? null,
        createdAt: decidedAt,
      });
    await tx.insert(verificationEvents).values(events);
    if (demo.status === 'rejected') {
      deps.setNow(decidedAt!);
      await notify(deps, user.id, decisionNotice(row!));
    }
  }
}

/**
 * The demo documents are generated PDFs: written to storage when missing (the seed's transaction cannot write
 * files), so staff can open them in the queue. Called at every start; it only reads a few rows once seeded.
 */
export async function writeDemoDocuments(db: Db, storage: Storage): Promise<number> {
  const rows = await db
    .select({ key: verificationDocuments.storageKey })
    .from(verificationDocuments)
    .where(like(verificationDocuments.storageKey, `${KEY_PREFIX}%`));
  let written = 0;
  for (const { key } of rows) {
    const index = Number(key.slice(KEY_PREFIX.length).split('-')[0]);
    const demo = DEMO_VERIFICATIONS[index]?.document;
    if (!demo || (await storage.get(key))) continue;
    await storage.put(key, demoPdf(demo.lines), 'application/pdf');
    written += 1;
  }
  return written;
}
