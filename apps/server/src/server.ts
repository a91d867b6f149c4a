import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { closePorts, createPorts } from './deps.ts';
import { startupFailureText } from './lib/log-redaction.ts';
import { prepareDatabase } from './db/seed/index.ts';

/** Under the 10 s most orchestrators allow between SIGTERM and SIGKILL. */
const SHUTDOWN_DEADLINE_MS = 8_000;

/** Reads config, opens and prepares the database, listens, and shuts down gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  const ports = createPorts(config);
  const { log } = ports;
  const app = await buildApp({ config, database, ...ports });
  await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    uploadsDir: config.uploadsDir,
    log: (message: string) => log.info(message),
    warn: (message: string) => log.warn(message),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Orchestrators kill a process 10 s after SIGTERM (Kubernetes, ECS, systemd's default is
    // longer but a deploy waits on it): whatever still hangs then, exit on our own first.
    const deadline = setTimeout(() => {
      log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await closePorts(ports);
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  console.error(startupFailureText(err));
  process.exit(1);
});
