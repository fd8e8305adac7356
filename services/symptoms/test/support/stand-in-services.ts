import { scriptedServer, type Reply, type ScriptedServer } from '@app/service-kit/testing';

/** Starts stand-ins for other services, each closed after the test that started it. */
export function standInsClosedAfterEach(): (script: Parameters<typeof scriptedServer>[0]) => Promise<ScriptedServer> {
  const open: ScriptedServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()));
  });
  return async (script) => {
    const server = await scriptedServer(script);
    open.push(server);
    return server;
  };
}

/** The ways another service's internal route can fail to give a usable answer, for `it.each`: `misunderstood` is a body of the wrong shape. */
export function unusableAnswers(misunderstood: unknown): Array<[string, Reply[]]> {
  return [
    ['an error', [{ status: 503, json: { error: { code: 'unavailable' } } }]],
    ['an answer it does not understand', [{ json: misunderstood }]],
    ['a dropped connection', [{ reset: true }]],
  ];
}
