import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs one of the API's entry points from source, as `npm start` would run the built one. */
export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): RunningProcess {
  return run(['--import', 'tsx', script, ...args], env);
}

/** Runs a bundle of build.mjs (dist/server.js), as `npm start` does. */
export function runBuilt(file: string, env: Record<string, string>): RunningProcess {
  return run([file], env);
}

function run(args: string[], env: Record<string, string>): RunningProcess {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}
