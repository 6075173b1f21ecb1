// A worker thread sending GET requests at a fixed arrival rate (other members browsing while a flood runs). It never
// waits for a response before sending the next, so a stalled server cannot hide its backlog (no coordinated
// omission): a request due while every connection is busy opens another one. A saturating closed loop would measure
// CPU sharing instead: alone it already keeps both cores busy. It sends on the light kept-alive client, because it
// shares the app's two cores and node:http's client costs it several times more CPU per request.
import { parentPort, workerData } from 'node:worker_threads';
import { keepAliveClient } from './keep-alive-client.mjs';

const { port, path, headers, seconds, rate } = workerData;
const idle = [];
const all = [];
const latencies = [];
let errors = 0;
const interval = 1000 / rate;
const start = performance.now();
const pending = [];

function connection() {
  const client = idle.pop();
  if (client) return client;
  const opened = keepAliveClient(port);
  all.push(opened);
  return opened;
}

async function send() {
  const client = connection();
  const sentAt = performance.now();
  try {
    const response = await client.request('GET', path, headers);
    if (response.status === 200) latencies.push(performance.now() - sentAt);
    else errors++;
    idle.push(client);
  } catch {
    errors++;
  }
}

for (let i = 0; i < Math.floor(seconds * rate); i++) {
  const due = start + i * interval;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(send());
}
await Promise.all(pending);
for (const client of all) client.close();
latencies.sort((a, b) => a - b);
const at = (p) => +latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(2);
parentPort.postMessage({ requests: latencies.length, p50: at(0.5), p99: at(0.99), max: at(1), errors, latencies });
