import { apiErrorSchema, type ApiRoute } from '@app/contracts';
import { z } from 'zod';
import { buildOpenApi } from './build-openapi';

const noteInput = z.object({ text: z.string().min(3), pinned: z.boolean().default(false) }).meta({ id: 'NoteInputTest' });
const note = z.object({ id: z.string(), text: z.string() }).meta({ id: 'NoteTest' });

const routes: ApiRoute[] = [
  {
    method: 'post',
    path: '/notes',
    summary: 'Add a note',
    body: noteInput,
    responses: { 201: { description: 'Added', schema: note }, 400: { description: 'Invalid', schema: apiErrorSchema } },
  },
  {
    method: 'get',
    path: '/notes/{id}',
    summary: 'Read a note',
    query: z.object({ lang: z.string().optional() }),
    responses: { 200: { description: 'The note', schema: note } },
  },
  { method: 'get', path: '/n/{code}', atRoot: true, summary: 'Short note link', responses: { 302: { description: 'Redirect' } } },
];

describe('buildOpenApi', () => {
  const document = buildOpenApi({ title: 'Notes', version: '1.0.0', serverPrefix: '/api/notes', routes });

  it('is an OpenAPI 3.1 document served under the prefix', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/notes' }]);
  });

  it("documents the Origin check and the per-client limit on every state change, keeping a route's own answers", () => {
    const post = document.paths['/notes']?.post as { responses: Record<string, { description: string }> };
    expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '403', '429']);
    expect(Object.keys((document.paths['/notes/{id}']?.get as { responses: object }).responses)).toEqual(['200']);
  });

  it('turns zod schemas with an id into shared components referenced by $ref', () => {
    expect(Object.keys(document.components.schemas).sort()).toEqual(['ApiError', 'NoteInputTest', 'NoteTest']);
    expect(document.paths['/notes']?.post).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/NoteInputTest' } } } },
      responses: { 201: { content: { 'application/json': { schema: { $ref: '#/components/schemas/NoteTest' } } } } },
    });
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('documents path and query parameters', () => {
    expect(document.paths['/notes/{id}']?.get).toMatchObject({
      parameters: [
        { name: 'id', in: 'path', required: true },
        { name: 'lang', in: 'query', required: false },
      ],
    });
  });

  it('points root-level paths at the site root', () => {
    expect(document.paths['/n/{code}']).toMatchObject({ servers: [{ url: '/' }] });
  });
});
