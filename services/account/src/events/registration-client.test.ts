import { registrationClient } from './registration-client';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('registrationClient', () => {
  it('reads Safari on an iPhone as a mobile iOS device', () => {
    expect(registrationClient(IPHONE)).toEqual({
      browserInfo: { userAgent: IPHONE, name: 'Safari', version: '17.4' },
      deviceInfo: { deviceType: 'mobile', os: 'iOS', osVersion: '17.4' },
    });
  });

  it('reads Chrome on Windows as a desktop', () => {
    const { browserInfo, deviceInfo } = registrationClient(WINDOWS_CHROME);
    expect(browserInfo).toEqual(expect.objectContaining({ name: 'Chrome', version: '124.0.0.0' }));
    expect(deviceInfo).toEqual(expect.objectContaining({ deviceType: 'desktop', os: 'Windows' }));
  });

  it('keeps an unknown user agent without inventing a device type', () => {
    expect(registrationClient('curl/8.5.0').deviceInfo?.deviceType).toBeNull();
  });

  it('records nothing when the sign-up came without a user agent', () => {
    expect(registrationClient(null)).toEqual({ browserInfo: null, deviceInfo: null });
  });
});
