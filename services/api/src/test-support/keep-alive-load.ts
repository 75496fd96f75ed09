import { Agent, request } from 'node:http';

/** One request the load sends, over and over. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface LoadAnswer {
  status: number;
  /** The answer said `Connection: close`. */
  closes: boolean;
  sentAt: number;
}

/** What the clients saw: answers, and requests that got no complete answer. */
export interface LoadReport {
  answers: LoadAnswer[];
  /** Requests cut after they were sent (reset, hang up, half an answer). */
  broken: { message: string; sentAt: number }[];
  /** Connections the server refused: no request was ever delivered on them. */
  refused: number;
}

export interface KeepAliveLoad {
  /** Answers received so far. */
  answered(): number;
  /** Stops sending and resolves once every client has its last answer. */
  finish(): Promise<LoadReport>;
}

function send(agent: Agent, base: URL, item: LoadRequest): Promise<LoadAnswer> {
  const sentAt = performance.now();
  const payload = item.body === undefined ? undefined : JSON.stringify(item.body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(item.path, base),
      {
        agent,
        method: item.method,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        res.on('data', () => undefined);
        res.once('error', reject);
        res.once('end', () => {
          if (!res.complete) {
            reject(new Error('answer cut short'));
            return;
          }
          const closes = String(res.headers.connection ?? '').toLowerCase() === 'close';
          resolve({ status: res.statusCode ?? 0, closes, sentAt });
        });
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/**
 * `clients` keep-alive clients (one socket each) sending `mix` round-robin back to back, as a
 * load balancer's pooled connections do. A client whose new connection is refused stops: the
 * server has stopped listening.
 */
export function startKeepAliveLoad(
  url: string,
  clients: number,
  mix: LoadRequest[],
): KeepAliveLoad {
  const base = new URL(url);
  const report: LoadReport = { answers: [], broken: [], refused: 0 };
  let running = true;
  const client = async (offset: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let turn = offset; running; turn += 1) {
      const item = mix[turn % mix.length] as LoadRequest;
      const sentAt = performance.now();
      try {
        report.answers.push(await send(agent, base, item));
      } catch (error) {
        if ((error as { code?: string }).code === 'ECONNREFUSED') {
          report.refused += 1;
          break;
        }
        report.broken.push({ message: (error as Error).message, sentAt });
      }
    }
    agent.destroy();
  };
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    answered: () => report.answers.length,
    finish: async () => {
      running = false;
      await done;
      return report;
    },
  };
}
