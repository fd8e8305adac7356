import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIXED_PLACES } from './fixed-places';

export interface PlacesDoubleOptions {
  port?: number;
  host?: string;
}

export interface RunningPlacesDouble {
  /** The interpreter endpoint, as PLACES_URL names it: `http://host:port/api/interpreter`. */
  interpreterUrl: string;
  url: string;
  /** Queries received, newest last (the tests check what left the service). */
  queries: string[];
  close(): Promise<void>;
}

const AROUND = /\(around:(\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\)/;
const MAX_BODY_BYTES = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** Overpass takes `data=<query>` as a query parameter, a form field, or the whole POST body. */
async function queryOf(req: IncomingMessage, url: URL): Promise<string | null> {
  if (req.method === 'GET') return url.searchParams.get('data');
  const body = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(body).get('data') : body;
}

/** Overpass's error answers are HTML pages with a 400 status. */
function badRequest(res: ServerResponse, message: string) {
  res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<html><body><p><strong style="color:#FF0000">Error</strong>: ${message}</p></body></html>`);
}

function answer(query: string) {
  const around = AROUND.exec(query);
  if (!around || !query.includes('[out:json]')) return undefined;
  const lat = Number(around[2]);
  const lon = Number(around[3]);
  const at = (offset: { lat: number; lon: number }) => ({ lat: lat + offset.lat, lon: lon + offset.lon });
  return {
    version: 0.6,
    generator: 'Overpass API (Vitalia places double)',
    osm3s: {
      timestamp_osm_base: '2026-01-01T00:00:00Z',
      copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
    },
    elements: FIXED_PLACES.map(({ type, id, offset, tags }) =>
      type === 'node' ? { type, id, ...at(offset), tags } : { type, id, center: at(offset), tags },
    ),
  };
}

/** Starts the double; `port` 0 (the default) picks a free one. */
export async function startPlacesDouble({ port = 0, host = '127.0.0.1' }: PlacesDoubleOptions = {}): Promise<RunningPlacesDouble> {
  const queries: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    if (url.pathname === '/healthz') return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    if (url.pathname !== '/api/interpreter' || (req.method !== 'GET' && req.method !== 'POST')) {
      return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
    queryOf(req, url).then(
      (query) => {
        if (!query) return badRequest(res, 'no query found');
        queries.push(query);
        const body = answer(query);
        if (!body) return badRequest(res, 'this double answers [out:json] queries with an (around:radius,lat,lon) filter only');
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      },
      () => badRequest(res, 'unreadable request'),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://${host}:${bound}`;
  return {
    url,
    interpreterUrl: `${url}/api/interpreter`,
    queries,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
