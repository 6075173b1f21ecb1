// Signed documents (issue #31), in process on the embedded database and a local DATA_DIR storage:
// - signing: 10 concurrent signers, each signing its own document through the documents service (the typed name
//   checked, the row locked, the signature written; each is the last party, so every signature also appends the
//   certificate page as an incremental update, stores the final PDF and freezes the document): latency p50/p99/max,
//   and this process's CPU and its main thread's CPU per signature;
// - verifying an uploaded 5 MB PDF (SHA-256 of the bytes and one indexed lookup), the exact bytes of a document
//   Lexchange issued and the same with one byte changed, 40 runs each: wall p50/p99/max.
// Targets: signing p99 ≤ 50 ms at 10 concurrent signers; verifying 5 MB ≤ 200 ms.
//
//   node --import tsx bench/documents.mjs [--signatures 300]
import { Buffer } from 'node:buffer';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, runMigrations } from '../server/platform/db/database.ts';
import { startEmbeddedDatabase } from '../server/platform/db/embedded.ts';
import { createLocalStorage } from '../server/platform/storage/local-storage.ts';
import { createPdf, letterhead, paragraph } from '../server/platform/pdf/pdf-document.ts';
import { signDocument } from '../server/modules/documents/document-signing.ts';
import { verifyDocument } from '../server/modules/documents/document-verification.ts';
import { createDocument } from '../server/modules/documents/documents.service.ts';
import { users } from '../server/modules/users/users.table.ts';
import { loadAverage, machineLoad } from './machine-load.mjs';

const { values: flags } = parseArgs({ options: { signatures: { type: 'string', default: '300' } } });
const SIGNATURES = Number(flags.signatures);
const SIGNERS = 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;
// The main thread's own CPU (Linux: /proc/self/task/<pid>/stat, in clock ticks of 10 ms), apart from the threads
// beside it (libuv's file calls, GC helpers) that the process's figure includes; null elsewhere.
const mainThreadCpuMs = () => {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) };
};

async function agreement(text) {
  const { doc, finish } = await createPdf({ title: 'Bench agreement', subject: 'Bench', createdAt: new Date('2026-11-27T00:00:00Z') });
  letterhead(doc, 'Confidentiality agreement', 'Listing LST-BENCH');
  for (let i = 0; i < 30; i++) paragraph(doc, `${text} Clause ${i + 1}: each Party keeps the other Party’s information confidential.`);
  return finish();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-documents-bench-'));
chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir, () => {});
const database = connectDatabase(embedded.url, { max: 10 });
const db = database.db;
const storage = createLocalStorage(path.join(dataDir, 'uploads'));
const deps = { database, storage, now: () => new Date() };
try {
  await runMigrations(database);
  const signers = await db
    .insert(users)
    .values(
      Array.from({ length: SIGNERS }, (_, i) => ({
        uniqueId: `LX-BENCH${i}`,
        firstName: 'Bench',
        lastName: `Signer ${i}`,
        email: `bench.signer.${i}@example.com`,
        phone: `55501000${i}`,
        passwordHash: 'x',
      })),
    )
    .returning();
  // Every document is issued before the clock starts: the figure is the signature alone.
  const queues = await Promise.all(
    signers.map(async (signer, index) => {
      const documents = [];
      for (let i = 0; i < Math.ceil(SIGNATURES / SIGNERS) + 2; i++) {
        const pdf = await agreement(`Signer ${index}, document ${i}.`);
        documents.push(
          await createDocument({ db, storage }, { kind: 'nda', title: 'Bench NDA', pdf, parties: [{ side: 'buyer', userId: signer.id }] }),
        );
      }
      return documents;
    }),
  );
  const sign = (signer, document) =>
    signDocument(
      deps,
      { user: { ...signer, role: 'user' }, impersonating: false, ipAddress: '127.0.0.1', userAgent: 'bench' },
      document.id,
      { full_name: `${signer.firstName} ${signer.lastName}`, consent: true, sha256: document.sha256 },
    );
  // Warm-up: two signatures per signer, one after another (pdf-lib and the statements loaded).
  for (const [index, signer] of signers.entries()) for (const document of queues[index].splice(0, 2)) await sign(signer, document);

  const before = loadAverage();
  const latencies = [];
  const cpuBefore = process.cpuUsage();
  const mainBefore = mainThreadCpuMs();
  await Promise.all(
    signers.map(async (signer, index) => {
      for (const document of queues[index]) {
        const started = performance.now();
        const signed = await sign(signer, document);
        latencies.push(performance.now() - started);
        if (signed.status !== 'signed') throw new Error(`document ${document.id} not finalised`);
      }
    }),
  );

  const cpu = process.cpuUsage(cpuBefore);
  const mainAfter = mainThreadCpuMs();

  // A 5 MB PDF Lexchange issued (an agreement with a large appendix), and the same with one byte changed.
  const base = await agreement('Large appendix.');
  const padding = Buffer.alloc(5 * 1024 * 1024 - base.length, 0x20);
  const large = Buffer.concat([base, Buffer.from('\n%'), padding]);
  await createDocument(
    { db, storage },
    { kind: 'loi', title: 'Bench 5 MB', pdf: large, parties: [{ side: 'buyer', userId: signers[0].id }] },
  );
  const changed = Buffer.from(large);
  changed[changed.length - 1] ^= 1;
  const file = (data) => ({ filename: 'copy.pdf', mimetype: 'application/pdf', data, size: data.length });
  for (let i = 0; i < 5; i++) await verifyDocument(db, file(large));
  const valid = [];
  const invalid = [];
  for (let i = 0; i < 40; i++) {
    let started = performance.now();
    const result = await verifyDocument(db, file(large));
    valid.push(performance.now() - started);
    if (!result.valid) throw new Error('the issued bytes did not verify');
    started = performance.now();
    if ((await verifyDocument(db, file(changed))).valid) throw new Error('a changed byte verified');
    invalid.push(performance.now() - started);
  }
  console.log(
    JSON.stringify(
      {
        signing: {
          signers: SIGNERS,
          signatures: latencies.length,
          latency_ms: summary(latencies),
          // Less sensitive to other processes than the latency: this process's CPU (draw, queries, storage calls) per signature.
          node_cpu_ms_per_signature: round((cpu.user + cpu.system) / 1000 / latencies.length),
          // What the 10 signers queue for: the main thread's CPU alone.
          main_thread_cpu_ms_per_signature: mainBefore === null ? null : round((mainAfter - mainBefore) / latencies.length),
          target_p99_ms: 50,
        },
        verify_5mb: { bytes: large.length, runs: 40, valid_ms: summary(valid), changed_byte_ms: summary(invalid), target_ms: 200 },
        ...machineLoad(before),
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
