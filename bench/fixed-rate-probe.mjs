// A worker thread sending GET requests at a fixed arrival rate (other members browsing while a flood runs). It never
// waits for a response before sending the next, so a stalled server cannot hide its backlog (no coordinated
// omission). A saturating closed loop would measure CPU sharing instead: alone it already keeps both cores busy.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, seconds, rate } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const latencies = [];
let errors = 0;
const interval = 1000 / rate;
const start = performance.now();
const pending = [];

function send() {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) latencies.push(performance.now() - sentAt);
        else errors++;
        resolve();
      });
    });
    request.on('error', () => {
      errors++;
      resolve();
    });
  });
}

for (let i = 0; i < Math.floor(seconds * rate); i++) {
  const due = start + i * interval;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(send());
}
await Promise.all(pending);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (p) => +latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(2);
parentPort.postMessage({ requests: latencies.length, p50: at(0.5), p99: at(0.99), max: at(1), errors, latencies });
