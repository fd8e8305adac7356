import { startPlacesDouble, type RunningPlacesDouble } from '../src';

const QUERY = '[out:json][timeout:8];nwr["amenity"~"^(clinic|hospital|doctors)$"](around:5000,38.72,-9.14);out center tags 50;';

describe('the places double', () => {
  let double: RunningPlacesDouble;
  beforeAll(async () => {
    double = await startPlacesDouble();
  });
  afterAll(() => double.close());

  it('answers a form-encoded POST like Overpass, with elements around the asked point', async () => {
    const response = await fetch(double.interpreterUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: QUERY }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { elements: { type: string; lat?: number; center?: { lat: number } }[] };
    expect(body.elements.length).toBeGreaterThan(2);
    const node = body.elements.find((element) => element.type === 'node');
    expect(node?.lat).toBeCloseTo(38.722, 3);
    expect(body.elements.find((element) => element.type === 'way')?.center?.lat).toBeCloseTo(38.71, 3);
    expect(double.queries.at(-1)).toBe(QUERY);
  });

  it('answers GET ?data= too', async () => {
    const response = await fetch(`${double.interpreterUrl}?data=${encodeURIComponent(QUERY)}`);
    expect(response.status).toBe(200);
  });

  it('answers 400 with an HTML error to a query it cannot place', async () => {
    const response = await fetch(`${double.interpreterUrl}?data=${encodeURIComponent('node(1);out;')}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});
