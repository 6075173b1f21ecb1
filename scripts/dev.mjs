// `npm run dev`: the API on :3000 restarted on every server change (tsx watch), and the Vite dev server on :5173
// with hot reload, proxying /api and /app (real-time) to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '3000' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
