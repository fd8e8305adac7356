import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server does with one request. */
export type Reply =
  | { status?: number; json: unknown; delayMs?: number; headers?: Record<string, string> }
  | { status?: number; text: string; contentType?: string; delayMs?: number; headers?: Record<string, string> }
  | { hang: true }
  | { reset: true };

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** ms since the server started, to check the back-off between attempts. */
  at: number;
}

export interface ScriptedServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that answers each request with the next reply of its script (the
 * last one repeats), or with what a function of the request returns, speaking whatever wire format the test
 * gives it: a stand-in for a third-party API or another service.
 */
export async function scriptedServer(script: Reply[] | ((request: ReceivedRequest) => Reply)): Promise<ScriptedServer> {
  const started = Date.now();
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now() - started,
      };
      requests.push(request);
      const reply = typeof script === 'function' ? script(request) : script[Math.min(requests.length - 1, script.length - 1)];
      if (!reply || 'hang' in reply) return;
      if ('reset' in reply) {
        req.socket.destroy();
        return;
      }
      const send = () => {
        const body = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
        const contentType = 'json' in reply ? 'application/json' : (reply.contentType ?? 'text/plain; charset=utf-8');
        res.writeHead(reply.status ?? 200, { 'Content-Type': contentType, ...reply.headers });
        res.end(body);
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
