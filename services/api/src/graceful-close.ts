import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a keep-alive connection may sit idle once the stop has begun. Closing it at once would
 * cut a request its client may be sending at this very moment; an active client sends within
 * this time and is answered with `Connection: close`, an idle one is let go.
 */
export const IDLE_GRACE_MS = 500;

const arrivedWhileStopping = new WeakSet<IncomingMessage>();

/** The request came after the stop began: the process takes no new work (readiness says so). */
export const arrivedDuringStop = (req: IncomingMessage): boolean => arrivedWhileStopping.has(req);

interface Tracker {
  close(timeoutMs: number): Promise<void>;
}

const trackers = new WeakMap<Server, Tracker>();

/**
 * Follows a server's connections and requests from its start, so a stop can drain it: new work
 * on open connections gets `Connection: close`, responses in flight finish (and say
 * `Connection: close` when their headers have not gone out yet), idle connections are let go.
 */
export function trackConnections(server: Server, idleGraceMs = IDLE_GRACE_MS): void {
  const open = new Map<Socket, Set<ServerResponse>>();
  const idleTimers = new Map<Socket, NodeJS.Timeout>();
  let stopping = false;

  const keepIdle = (socket: Socket) => {
    clearTimeout(idleTimers.get(socket));
    idleTimers.delete(socket);
  };
  const releaseWhenIdle = (socket: Socket) => {
    if (idleTimers.has(socket) || open.get(socket)?.size) return;
    idleTimers.set(
      socket,
      setTimeout(() => socket.destroy(), idleGraceMs),
    );
  };

  server.on('connection', (socket: Socket) => {
    open.set(socket, new Set());
    if (stopping) releaseWhenIdle(socket);
    socket.once('close', () => {
      keepIdle(socket);
      open.delete(socket);
    });
  });
  // Ahead of the application, so even an answer sent at once carries the header.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const answers = open.get(req.socket) ?? new Set<ServerResponse>();
    open.set(req.socket, answers);
    keepIdle(req.socket);
    answers.add(res);
    if (stopping) {
      arrivedWhileStopping.add(req);
      res.setHeader('Connection', 'close');
    }
    res.once('close', () => {
      answers.delete(res);
      if (stopping) releaseWhenIdle(req.socket);
    });
  });

  trackers.set(server, {
    close: (timeoutMs) => {
      stopping = true;
      for (const [socket, answers] of open) {
        for (const res of answers) if (!res.headersSent) res.setHeader('Connection', 'close');
        releaseWhenIdle(socket);
      }
      return new Promise((resolve) => {
        const deadline = setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, timeoutMs);
        // http.Server#close would also drop every idle keep-alive connection at once, cutting
        // requests already on their way; net.Server#close only stops accepting, and calls back
        // once the last connection has closed.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(deadline);
          resolve();
        });
      });
    },
  });
}

/**
 * Stops accepting, lets in-flight requests finish and idle connections go, and resolves once
 * every connection has closed, or after `timeoutMs` by cutting the rest.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  const tracker = trackers.get(server);
  if (tracker) return tracker.close(timeoutMs);
  return new Promise((resolve) => {
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
  });
}
