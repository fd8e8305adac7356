import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';

/** What a stand-in service was asked: path with query, the headers that matter, and the JSON body. */
export interface ReceivedRequest {
  method: string;
  path: string;
  token: string | undefined;
  forwardedFor: string | undefined;
  body: unknown;
}

export interface StandInService {
  url: string;
  received: ReceivedRequest[];
  stop(): Promise<void>;
}

/** Another service of the site, played by a few Express routes (on a free port unless given one); every request is recorded. */
export async function startStandIn(routes: (app: Express) => void, port = 0): Promise<StandInService> {
  const received: ReceivedRequest[] = [];
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    received.push({
      method: req.method,
      path: req.originalUrl,
      token: req.get('X-Internal-Token'),
      forwardedFor: req.get('X-Forwarded-For'),
      body: req.body as unknown,
    });
    next();
  });
  routes(app);
  const server: Server = app.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
