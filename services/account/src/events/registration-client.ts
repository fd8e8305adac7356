import Bowser from 'bowser';

/** profiles.browser_info: what the sign-up's user agent says about the browser. */
export interface RegistrationBrowserInfo {
  userAgent: string;
  name: string | null;
  version: string | null;
}

/** profiles.device_info: the kind of device and its operating system. */
export interface RegistrationDeviceInfo {
  deviceType: 'mobile' | 'tablet' | 'desktop' | 'tv' | null;
  os: string | null;
  osVersion: string | null;
}

const DEVICE_TYPES = new Set(['mobile', 'tablet', 'desktop', 'tv']);

/** Browser and device of the sign-up request (spec §1: visitor device data at registration); null without a user agent. */
export function registrationClient(userAgent: string | null): {
  browserInfo: RegistrationBrowserInfo | null;
  deviceInfo: RegistrationDeviceInfo | null;
} {
  if (!userAgent) return { browserInfo: null, deviceInfo: null };
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const platform = parser.getPlatformType(true);
  return {
    browserInfo: { userAgent, name: browser.name ?? null, version: browser.version ?? null },
    deviceInfo: {
      deviceType: DEVICE_TYPES.has(platform) ? (platform as RegistrationDeviceInfo['deviceType']) : null,
      os: os.name ?? null,
      osVersion: os.version ?? null,
    },
  };
}
