// A minimal HTTP/1.1 client on one kept-alive loopback socket, for load generators that share the app's cores: it
// writes each request in one call and reads only the status line, the headers and a Content-Length body. Costs a
// fraction of node:http's client per request (no agent, no parser objects, no streams). Not for chunked responses.
import { Buffer } from 'node:buffer';
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

/** One connection; requests go one at a time (the caller awaits each), as a browser tab's would. */
export function keepAliveClient(port, host = '127.0.0.1') {
  const socket = net.connect({ port, host, noDelay: true });
  let buffered = Buffer.alloc(0);
  let waiting = null;

  function tryComplete() {
    if (!waiting) return;
    const headEnd = buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = head.slice(1).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    });
    if (headers.some(([name, value]) => name === 'transfer-encoding' && value !== 'identity')) {
      waiting.reject(new Error('keepAliveClient reads only Content-Length bodies'));
      return;
    }
    const length = Number(headers.find(([name]) => name === 'content-length')?.[1] ?? 0);
    const bodyStart = headEnd + HEAD_END.length;
    if (buffered.length < bodyStart + length) return;
    const body = buffered.subarray(bodyStart, bodyStart + length).toString('utf8');
    buffered = buffered.subarray(bodyStart + length);
    const { resolve } = waiting;
    waiting = null;
    resolve({ status: Number(head[0].split(' ')[1]), headers, body });
  }

  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    tryComplete();
  });
  const failAll = (error) => {
    waiting?.reject(error);
    waiting = null;
  };
  socket.on('error', failAll);
  socket.on('close', () => failAll(new Error('connection closed')));

  return {
    /** Sends one request; resolves with the status, the headers as [lower-case name, value] pairs, and the body. */
    request(method, path, headers = {}, body = '') {
      if (waiting) return Promise.reject(new Error('one request at a time'));
      const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}:${port}`, `content-length: ${Buffer.byteLength(body)}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
      });
    },
    close: () => socket.destroy(),
  };
}
