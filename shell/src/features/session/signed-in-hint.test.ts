import { hasSignedInHint } from './signed-in-hint';

const withCookies = (cookies: string) => jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);

afterEach(() => jest.restoreAllMocks());

it('reads the hint identity sets over http, among other cookies', () => {
  withCookies('theme=dark; vitalia_signed_in=1; vitalia.lang=pt');
  expect(hasSignedInHint()).toBe(true);
});

it('reads the __Host- hint identity sets over https', () => {
  withCookies('__Host-vitalia_signed_in=1');
  expect(hasSignedInHint()).toBe(true);
});

it('a guest has none; a look-alike name or an emptied value does not count', () => {
  withCookies('');
  expect(hasSignedInHint()).toBe(false);
  withCookies('not_vitalia_signed_in=1; vitalia_signed_in_x=1');
  expect(hasSignedInHint()).toBe(false);
  withCookies('vitalia_signed_in=');
  expect(hasSignedInHint()).toBe(false);
});
