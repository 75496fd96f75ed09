/**
 * The bare twin (a child process of the harness): Express routing and res.send, nothing else.
 * The harness publishes the exact bytes the product answered, so both sides send the same bodies.
 */
import express from 'express';

const bodies = new Map<string, { list: Buffer[]; status: number }>();
const app = express();
app.disable('x-powered-by');

app.get('/bare/:name/:index', (req, res) => {
  const entry = bodies.get(req.params.name);
  const body = entry?.list[Number(req.params.index) % (entry?.list.length || 1)];
  if (!entry || !body) return void res.status(404).end();
  res.status(entry.status).type('application/json').send(body);
});

app.post('/bare/:name', express.json({ limit: '1mb' }), (req, res) => {
  const entry = bodies.get(req.params.name);
  res
    .status(entry?.status ?? 201)
    .type('application/json')
    .send(entry?.list[0] ?? JSON.stringify(req.body));
});

process.on('message', (message) => {
  const m = message as { name: string; bodies: string[]; status: number };
  bodies.set(m.name, { list: m.bodies.map((b) => Buffer.from(b)), status: m.status });
  process.send?.({ published: true });
});

const port = Number(process.argv[2] ?? 3582);
app.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('SIGTERM', () => process.exit(0));
