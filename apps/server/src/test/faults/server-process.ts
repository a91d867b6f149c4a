// The real server (server.ts) as a child process, for the crash test and the soak bench: they
// need a process to kill -9 and a pid to read the resident memory of, which app.inject cannot give.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { REPO_ROOT } from '../../config.ts';

export type ServerProcess = {
  pid: number;
  url: string;
  /** The last lines the server wrote (all of them with `keepWholeLog`). */
  output(): string;
  /** kill -9: no shutdown hook runs, nothing is flushed by the server. */
  crash(): Promise<void>;
  /** SIGTERM: the graceful shutdown of server.ts. */
  stop(): Promise<void>;
};

/** A port nothing listens on: the first free one in [from, to], or any free one. */
export async function freePort(from = 0, to = from): Promise<number> {
  for (let port = from; port <= to; port++) {
    const found = await new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
      });
    });
    if (found) return found;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** Resident memory of a process in KiB (Linux /proc), or null once it is gone. */
export function residentKb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Starts `node --import tsx apps/server/src/server.ts` (NODE_ENV=production on 127.0.0.1) with
 * only the variables given, so nothing of the caller's environment (DATABASE_URL, NODE_ENV=test)
 * leaks in, and resolves once /api/health answers 200.
 */
export async function startServer(options: {
  env: Record<string, string>;
  port?: number;
  readyTimeoutMs?: number;
  /** Keep everything the server writes (a test that reads the whole log), not only its end. */
  keepWholeLog?: boolean;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // These servers send no SMS whatever database they use (production refuses that unless
      // told: config.ts); their codes go to DATA_DIR/sms-outbox.txt.
      SMS_CONSOLE_IN_PRODUCTION: '1',
      ...options.env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (!options.keepWholeLog) log = log.slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const url = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (running) child.kill(name);
    await exited;
  };
  const server: ServerProcess = {
    pid: child.pid!,
    url,
    output: () => log,
    crash: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  while (running) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.crash();
      throw new Error(`server not ready on ${url}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server exited before it was ready:\n${log}`);
}
