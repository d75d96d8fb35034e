/*
 * `npm run dev`: the API with reload (tsx watch) on :3000 and Vite on :5173, which proxies /api and
 * /uploads to the API. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@studyhall/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@studyhall/web'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
