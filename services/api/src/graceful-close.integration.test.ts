import { once } from 'node:events';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefully, trackConnections } from './graceful-close';
import { createTestApp, type TestApp } from './test-support/test-app';

interface Answer {
  status: number;
  closes: boolean;
  reusedSocket: boolean;
  body: string;
}

function get(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.once('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          closes: res.headers.connection === 'close',
          reusedSocket: req.reusedSocket,
          body,
        }),
      );
    });
    req.once('error', reject);
    req.end();
  });
}

/** A server whose /slow responds only when the test says so, tracked from its start. */
async function startServer(idleGraceMs: number, handler?: Parameters<typeof createServer>[1]) {
  const releases: (() => void)[] = [];
  const server = createServer(
    handler ??
      ((req, res) => {
        if (req.url !== '/slow') return void res.end('fast');
        server.emit('slow-request');
        releases.push(() => res.end('slow'));
      }),
  );
  trackConnections(server, idleGraceMs);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, release: () => releases.splice(0).forEach((release) => release()) };
}

describe('stopping the HTTP server gracefully', () => {
  const agents: Agent[] = [];
  const servers: Server[] = [];
  const agent = () => {
    const created = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(created);
    return created;
  };
  const track = async (...args: Parameters<typeof startServer>) => {
    const started = await startServer(...args);
    servers.push(started.server);
    return started;
  };
  afterEach(() => {
    agents.splice(0).forEach((created) => created.destroy());
    servers.splice(0).forEach((server) => server.closeAllConnections());
  });

  it('when the stop begins with an answer in flight, then it finishes with Connection: close and the stop completes', async () => {
    const { server, url, release } = await track(60_000);
    const client = agent();
    const slowSeen = once(server, 'slow-request');
    const slow = get(client, `${url}/slow`);
    await slowSeen;
    const stopped = closeGracefully(server, 30_000);
    release();
    expect(await slow).toMatchObject({ status: 200, body: 'slow', closes: true });
    await stopped;
    expect(server.listening).toBe(false);
  });

  it('when a request arrives on an open connection after the stop began, then it is answered with Connection: close', async () => {
    const { server, url } = await track(60_000);
    const client = agent();
    expect(await get(client, `${url}/fast`)).toMatchObject({ closes: false });
    const stopped = closeGracefully(server, 30_000);
    const late = await get(client, `${url}/fast`);
    expect(late).toMatchObject({ status: 200, body: 'fast', closes: true, reusedSocket: true });
    await stopped;
  });

  it('when a connection stays idle after the stop began, then it is let go after the grace and the stop completes', async () => {
    const { server, url } = await track(50);
    const client = agent();
    await get(client, `${url}/fast`);
    const [socket] = Object.values(client.freeSockets).flat();
    expect(socket).toBeDefined();
    const socketClosed = once(socket!, 'close');
    await closeGracefully(server, 30_000);
    await socketClosed;
  });

  it('when an answer outlasts the timeout, then its connection is cut and the stop completes', async () => {
    const { server, url } = await track(50);
    const slowSeen = once(server, 'slow-request');
    const slow = get(agent(), `${url}/slow`).catch((error: Error) => error);
    await slowSeen;
    await closeGracefully(server, 100);
    expect(await slow).toBeInstanceOf(Error);
  });

  describe('readiness', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('when the stop has begun, then /api/readyz answers 503 so balancers look elsewhere', async () => {
      const { server, url } = await track(60_000, t.app);
      const client = agent();
      expect((await get(client, `${url}/api/readyz`)).status).toBe(200);
      const stopped = closeGracefully(server, 30_000);
      const late = await get(client, `${url}/api/readyz`);
      expect(late).toMatchObject({ status: 503, closes: true });
      expect(JSON.parse(late.body)).toMatchObject({ status: 'not ready' });
      await stopped;
    });
  });
});
