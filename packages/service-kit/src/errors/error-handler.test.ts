import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { z } from 'zod';
import { jsonBody } from '../http/json-body';
import { AppError } from './app-error';
import { errorHandler, notFoundHandler } from './error-handler';

describe('errorHandler', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const app = express();
    app.use(jsonBody());
    app.get('/conflict', () => {
      throw new AppError('conflict', 409);
    });
    app.get('/zod', () => {
      z.object({ email: z.email() }).parse({ email: 'nope' });
    });
    app.get('/bug', () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    app.post('/echo', (req, res) => {
      res.json(req.body);
    });
    app.get('/things/:id', (req, res) => {
      res.json({ id: req.params.id });
    });
    app.use(notFoundHandler());
    app.use(errorHandler());
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers });
    return { status: response.status, body: (await response.json()) as { error: { code: string; message: string; details?: unknown } } };
  };

  it('answers an AppError with its status and a message in the requested language', async () => {
    const { status, body } = await get('/conflict', { 'Accept-Language': 'en-US' });
    expect(status).toBe(409);
    expect(body.error.code).toBe('conflict');
    expect(body.error.message).toMatch(/already exists/);
  });

  it('lets X-Language override Accept-Language', async () => {
    const english = await get('/conflict', { 'Accept-Language': 'en' });
    const french = await get('/conflict', { 'Accept-Language': 'en', 'X-Language': 'fr' });
    expect(french.body.error.message).not.toBe(english.body.error.message);
  });

  it('falls back to Portuguese without any language hint', async () => {
    const { body } = await get('/no-such-path');
    expect(body.error).toEqual({ code: 'not_found', message: 'Recurso não encontrado.' });
  });

  it('answers a zod error with 400 validation and the failing paths', async () => {
    const { status, body } = await get('/zod');
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation');
    expect(body.error.details).toEqual([{ path: 'email', message: expect.any(String) }]);
  });

  it('answers a path parameter with malformed percent-encoding with 400 invalid_path, not 500', async () => {
    const { status, body } = await get('/things/%FF', { 'Accept-Language': 'en' });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'invalid_path', message: expect.stringMatching(/malformed/) });
  });

  it('answers anything else with a generic 500 that reveals nothing', async () => {
    const { status, body } = await get('/bug', { 'Accept-Language': 'en' });
    expect(status).toBe(500);
    expect(body.error.code).toBe('internal');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('accepts a JSON object body', async () => {
    const response = await fetch(`${origin}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ ok: true }),
    });
    expect(await response.json()).toEqual({ ok: true });
  });

  it('refuses a JSON body in an unsupported charset with 415', async () => {
    const response = await fetch(`${origin}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=klingon' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });
});
