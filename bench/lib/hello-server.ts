// The ceiling of bench/api.ts: a bare Fastify route answering a small JSON object, in its own
// process like the app, so the ratio to it says what the app's own work costs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3211) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
