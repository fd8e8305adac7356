import { findCareSchema, nearbyPlacesSchema, type FindCare, type NearbyPlaces } from '@app/contracts';
import { startPlacesDouble, type RunningPlacesDouble } from '@app/places-double';
import {
  captureLogs,
  scriptedServer,
  testDatabases,
  type CapturedLogs,
  type Reply,
  type ScriptedServer,
  type TestService,
} from '@app/service-kit/testing';
import { startSymptoms } from './support/start-symptoms';

const FIND_CARE = '/api/symptoms/find-care';
const PLACES = '/api/symptoms/places';
/** Lisbon, to more decimals than the service may pass on. */
const HERE = { lat: '38.722252', lon: '-9.139337' };
const near = ({ lat, lon }: { lat: string; lon: string }) => `${PLACES}?lat=${lat}&lon=${lon}`;

async function findCare(service: TestService, query: string, headers: Record<string, string> = {}): Promise<FindCare> {
  const response = await service.request(`${FIND_CARE}${query}`, { headers });
  expect(response.status).toBe(200);
  return findCareSchema.parse(await response.json());
}

describe.each(testDatabases())('find care on %s', (database) => {
  describe('without a map search provider', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startSymptoms(database);
    });
    afterAll(() => service.stop());

    it('says nearby places are unavailable and refuses a search with 404', async () => {
      expect((await findCare(service, '?language=en')).placesAvailable).toBe(false);
      const response = await service.request(near(HERE));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    });

    it("gives each country's emergency and crisis numbers and its public services", async () => {
      const { countries } = await findCare(service, '?language=en');
      const country = (code: string) => countries.find((entry) => entry.country === code);
      expect(country('BR')).toMatchObject({ emergencyNumbers: ['192'], crisisLine: 'CVV 188' });
      expect(country('BR')?.services.map((entry) => entry.phone)).toContain('136');
      expect(country('PT')?.services).toContainEqual(expect.objectContaining({ id: 'sns24', phone: '808 24 24 24' }));
      expect(country('ES')?.emergencyNumbers).toEqual(['112']);
      expect(country('DE')).toMatchObject({ emergencyNumbers: ['112'] });
      expect(country('DE')?.services).toContainEqual(expect.objectContaining({ phone: '116117' }));
      expect(country('FR')).toMatchObject({ emergencyNumbers: ['15', '112'], crisisLine: '3114' });
      expect(country('GB')).toMatchObject({ emergencyNumbers: ['999'] });
      expect(country('GB')?.services).toContainEqual(expect.objectContaining({ id: 'nhs111', phone: '111' }));
      expect(country('US')).toMatchObject({ emergencyNumbers: ['911'], crisisLine: '988' });
      for (const { services } of countries) for (const { url } of services) if (url) expect(url).toMatch(/^https:\/\//);
    });

    it("shows first the country of the browser's region in the page's language, else the language's market", async () => {
      expect((await findCare(service, '?language=pt', { 'Accept-Language': 'pt-PT,pt;q=0.9' })).defaultCountry).toBe('PT');
      expect((await findCare(service, '?language=pt')).defaultCountry).toBe('BR');
      expect((await findCare(service, '?language=en', { 'Accept-Language': 'en-GB' })).defaultCountry).toBe('GB');
      expect((await findCare(service, '?language=en', { 'Accept-Language': 'de-DE' })).defaultCountry).toBe('US');
      expect((await findCare(service, '?language=fr')).defaultCountry).toBe('FR');
    });

    it('answers 400 to an unknown language', async () => {
      const response = await service.request(`${FIND_CARE}?language=xx`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'validation' } });
    });
  });

  describe('with the places double as provider', () => {
    let places: RunningPlacesDouble;
    let service: TestService;
    let logs: CapturedLogs;
    beforeAll(async () => {
      places = await startPlacesDouble();
      logs = captureLogs();
      service = await startSymptoms(
        database,
        { PLACES_URL: places.interpreterUrl, PLACES_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'trace' },
        undefined,
        { logDestination: logs.destination },
      );
    });
    afterAll(async () => {
      await service.stop();
      await places.close();
    });

    it('says nearby places are available', async () => {
      expect((await findCare(service, '?language=de')).placesAvailable).toBe(true);
    });

    it('lists the named clinics, hospitals and doctors nearest first, with kind, distance and address', async () => {
      const response = await service.request(near(HERE));
      expect(response.status).toBe(200);
      const body: NearbyPlaces = nearbyPlacesSchema.parse(await response.json());
      expect(body.places.map((place) => [place.name, place.kind])).toEqual([
        ['Riverside Family Clinic', 'clinic'],
        ['General Hospital', 'hospital'],
        ['Dr. Silva Practice', 'doctors'],
      ]);
      expect(body.places[0]).toMatchObject({
        address: 'River Road 12, Testville',
        lat: expect.closeTo(38.722, 6),
        lon: expect.closeTo(-9.139, 6),
      });
      expect(body.places[0]!.distanceMeters).toBeGreaterThan(100);
      expect(body.places[0]!.distanceMeters).toBeLessThan(300);
      expect(body.places[2]!.address).toBeUndefined();
      expect(body.attribution).toMatch(/OpenStreetMap/);
    });

    it('sends the provider an Overpass query around the point rounded to about a kilometre, and logs no coordinate', async () => {
      await service.request(near(HERE));
      const query = places.queries.at(-1)!;
      expect(query).toMatch(/^\[out:json\]/);
      expect(query).toContain('(around:5000,38.72,-9.14)');
      expect(query).toMatch(/clinic\|hospital\|doctors/);
      expect(logs.lines.filter((line) => /38\.72|9\.13|9\.14/.test(line))).toEqual([]);
    });

    it.each([
      ['no longitude', `${PLACES}?lat=38.7`],
      ['a latitude that is not a number', near({ lat: 'north', lon: '1' })],
      ['a latitude beyond the pole', near({ lat: '90.5', lon: '1' })],
      ['a longitude beyond 180', near({ lat: '1', lon: '-181' })],
    ])('answers 400 to %s', async (_case, path) => {
      const before = places.queries.length;
      const response = await service.request(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'validation' } });
      expect(places.queries.length).toBe(before);
    });
  });

  describe('when the provider fails', () => {
    let reply: Reply = { reset: true };
    let provider: ScriptedServer;
    let service: TestService;
    beforeAll(async () => {
      provider = await scriptedServer(() => reply);
      service = await startSymptoms(database, { PLACES_URL: `${provider.url}/api/interpreter`, PLACES_TIMEOUT_MS: '500' });
    });
    afterAll(async () => {
      await service.stop();
      await provider.close();
    });

    it.each<[string, Reply]>([
      ['drops the connection', { reset: true }],
      ['does not answer in time', { hang: true }],
      ['answers 504', { status: 504, text: 'Gateway Timeout' }],
      ['answers something else than JSON', { text: '<html>rate limited</html>' }],
      ['answers JSON without elements', { json: { remark: 'runtime error' } }],
    ])('answers 503 when it %s', async (_case, failure) => {
      reply = failure;
      const response = await service.request(near(HERE));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'unavailable' } });
    });
  });

  it('limits searches per client', async () => {
    const places = await startPlacesDouble();
    const service = await startSymptoms(database, { PLACES_URL: places.interpreterUrl, PLACES_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await service.request(near(HERE))).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await service.stop();
      await places.close();
    }
  });
});
