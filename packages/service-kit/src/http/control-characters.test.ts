import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiRoute } from '@app/contracts';
import express from 'express';
import { z } from 'zod';
import { errorHandler } from '../errors/error-handler';
import { controlCharacterPaths, withoutControlCharacters } from './control-characters';
import { jsonBody } from './json-body';
import { mountRoute } from './mount-route';

describe('controlCharacterPaths', () => {
  it('names every string holding NUL or another C0 control character, however deep', () => {
    expect(controlCharacterPaths({ text: 'dor\u0000de cabeça', context: { notes: ['ok', 'bell\u0007'] }, age: 30 })).toEqual([
      'text',
      'context.notes.1',
    ]);
  });

  it('names a key holding one', () => {
    expect(controlCharacterPaths({ 'a\u001bb': 'x' })).toEqual(['a\u001bb']);
  });

  it('lets free text keep tabs and line breaks, and any printable character', () => {
    expect(controlCharacterPaths({ text: 'febre\tdesde ontem\r\ne tosse 🤒 çãé' })).toEqual([]);
  });

  it('refuses DEL', () => {
    expect(controlCharacterPaths('a\u007f')).toEqual(['']);
  });
});

describe('withoutControlCharacters', () => {
  it('removes them from every string and key, keeping tabs, line breaks and everything else', () => {
    expect(
      withoutControlCharacters({ summary: 'Gripe\u0000 provável', 'steps\u0001': ['Repouso\n', 'Água\u007f'], score: 0.5, done: null }),
    ).toEqual({
      summary: 'Gripe provável',
      steps: ['Repouso\n', 'Água'],
      score: 0.5,
      done: null,
    });
  });
});

describe('a service refusing control characters', () => {
  const noteRoute = {
    method: 'post',
    path: '/notes/{id}',
    summary: 'test route',
    params: z.object({ id: z.string() }),
    query: z.object({ tag: z.string().optional() }),
    body: z.object({ text: z.string() }),
    responses: { 200: { description: 'ok' } },
  } as const satisfies ApiRoute;

  let server: Server;
  let origin: string;
  const seen: unknown[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(jsonBody());
    // A handler reading the body before any contract validation, as passport does.
    app.post('/raw', (req, res) => {
      seen.push(req.body);
      res.json({ ok: true });
    });
    mountRoute(app, noteRoute, ({ body, params, query }, _req, res) => {
      seen.push({ body, params, query });
      res.json({ ok: true });
    });
    app.use(errorHandler());
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  const post = async (path: string, body: string) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body,
    });
    return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string; details?: unknown } } };
  };

  it('answers a JSON body with \\u0000 in a string with 400 invalid_characters, before any handler reads it', async () => {
    const { status, body } = await post('/raw', '{"name":"Ana\\u0000Silva"}');
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'invalid_characters',
      message: expect.stringMatching(/control characters/),
      details: [{ path: 'name', message: 'invalid_characters' }],
    });
    expect(seen).toEqual([]);
  });

  it('refuses a control character in a path parameter or a query of a contract route', async () => {
    const inPath = await post('/notes/a%00b', '{"text":"ok"}');
    expect(inPath.status).toBe(400);
    expect(inPath.body.error?.code).toBe('invalid_characters');
    const inQuery = await post('/notes/1?tag=x%01', '{"text":"ok"}');
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.error?.details).toEqual([{ path: 'tag', message: 'invalid_characters' }]);
    expect(seen).toEqual([]);
  });

  it('passes text with tabs and line breaks through unchanged', async () => {
    const { status } = await post('/notes/1?tag=a', JSON.stringify({ text: 'tosse\nfebre\t38' }));
    expect(status).toBe(200);
    expect(seen).toEqual([{ body: { text: 'tosse\nfebre\t38' }, params: { id: '1' }, query: { tag: 'a' } }]);
  });
});
