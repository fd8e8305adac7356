import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@app/contracts';
import { pathFor, symptoms } from '@app/i18n';
import { jsonResponse, mockFetch, renderInShell } from '@app/ui/testing';
import { findCareDirectory, NEARBY } from '../features/find-care/testing/find-care-fixtures';
import FindCarePage from './find-care-page';

const API = '/api/symptoms';
const texts = (language: Language) => symptoms[language].findCare;

function renderFindCare(language: Language) {
  return renderInShell(<FindCarePage language={language} apiBase={API} />, { language, path: pathFor(language, 'find-care') });
}

/** A browser whose geolocation answers with `position`, or refuses when given an error code. */
function mockGeolocation(answer: { lat: number; lon: number } | 'denied') {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure: PositionErrorCallback) => {
    if (answer === 'denied')
      failure({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    else success({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('the find-care page', () => {
  it.each<Language>(['pt', 'de'])(
    "shows the default country's emergency and crisis numbers and its public services in %s",
    async (language) => {
      const fetch = mockFetch(jsonResponse(findCareDirectory()));
      await renderFindCare(language);

      expect(await screen.findByRole('heading', { level: 1, name: texts(language).title })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: texts(language).emergency.call.replace('{{number}}', '192') })).toHaveAttribute(
        'href',
        'tel:192',
      );
      expect(screen.getByRole('link', { name: 'CVV 188' })).toHaveAttribute('href', 'tel:188');
      expect(screen.getByRole('heading', { name: texts(language).directory['disque-saude'].name })).toBeInTheDocument();
      const website = screen.getByRole('link', {
        name: texts(language).services.website.replace('{{name}}', texts(language).directory['busca-ubs'].name),
      });
      expect(website).toHaveAttribute('href', 'https://cnes.datasus.gov.br/');
      expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(fetch).toHaveBeenCalledWith(`${API}/find-care?language=${language}`, expect.anything());
    },
  );

  it('changes the numbers and services when another country is picked', async () => {
    mockFetch(jsonResponse(findCareDirectory()));
    await renderFindCare('en');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText(texts('en').country), 'Germany');

    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByRole('link', { name: 'Call 192' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phone: 116117' })).toHaveAttribute('href', 'tel:116117');
    expect(screen.getByRole('link', { name: 'TelefonSeelsorge 0800 111 0 111' })).toHaveAttribute('href', 'tel:08001110111');
  });

  it("starts on the country the service chose from the browser's region", async () => {
    mockFetch(jsonResponse(findCareDirectory({ defaultCountry: 'GB' })));
    await renderFindCare('en');
    expect(await screen.findByRole('link', { name: 'Call 999' })).toBeInTheDocument();
    expect(screen.getByLabelText(texts('en').country)).toHaveValue('GB');
  });

  it('hides nearby places and asks for no position without a provider', async () => {
    const fetch = mockFetch(jsonResponse(findCareDirectory({ placesAvailable: false })));
    const geolocation = mockGeolocation({ lat: 52.52, lon: 13.4 });
    await renderFindCare('en');

    await screen.findByRole('link', { name: 'Call 192' });
    expect(screen.queryByRole('heading', { name: texts('en').nearby.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts('en').nearby.useLocation })).not.toBeInTheDocument();
    expect(geolocation).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lists nearby clinics, nearest first, after the person shares their location', async () => {
    const fetch = mockFetch(jsonResponse(findCareDirectory({ placesAvailable: true })), jsonResponse(NEARBY));
    const geolocation = mockGeolocation({ lat: 52.520008, lon: 13.404954 });
    await renderFindCare('en');
    const user = userEvent.setup();

    const button = await screen.findByRole('button', { name: texts('en').nearby.useLocation });
    expect(geolocation).not.toHaveBeenCalled();
    await user.click(button);

    const list = await screen.findByRole('list', { name: texts('en').nearby.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Riverside Family Clinic');
    expect(items[0]).toHaveTextContent('Clinic');
    expect(items[0]).toHaveTextContent('about 0.2 km away');
    expect(items[0]).toHaveTextContent('River Road 12, Testville');
    expect(items[1]).toHaveTextContent('General Hospital');
    expect(screen.getByText(/OpenStreetMap/)).toBeInTheDocument();
    // Only the rounded position leaves the browser.
    expect(fetch).toHaveBeenLastCalledWith(`${API}/places?lat=52.52&lon=13.40`, expect.anything());
  });

  it('says so when the browser refuses the location, and searches nothing', async () => {
    const fetch = mockFetch(jsonResponse(findCareDirectory({ placesAvailable: true })));
    mockGeolocation('denied');
    await renderFindCare('fr');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: texts('fr').nearby.useLocation }));

    expect(await screen.findByRole('alert')).toHaveTextContent(texts('fr').nearby.denied);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says the search is unavailable when the service answers 503', async () => {
    mockFetch(
      jsonResponse(findCareDirectory({ placesAvailable: true })),
      jsonResponse({ error: { code: 'unavailable', message: '' } }, 503),
    );
    mockGeolocation({ lat: 38.72, lon: -9.14 });
    await renderFindCare('es');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: texts('es').nearby.useLocation }));

    expect(await screen.findByRole('alert')).toHaveTextContent(texts('es').nearby.failed);
  });
});
