import type { BrowserInfo, DeviceInfo } from '@app/contracts';

/** browser_info of spec §3 cookie_consents, read from the browser itself. */
export function browserInfo(): BrowserInfo {
  return {
    userAgent: navigator.userAgent.slice(0, 1024),
    language: navigator.language.slice(0, 64),
    platform: (navigator.platform || 'unknown').slice(0, 128),
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 64),
    cookieEnabled: navigator.cookieEnabled,
  };
}

export function deviceInfo(): DeviceInfo {
  const width = window.innerWidth;
  const touch = navigator.maxTouchPoints > 0;
  return {
    deviceType: width < 600 ? 'mobile' : width < 1024 && touch ? 'tablet' : 'desktop',
    touch,
    pixelRatio: Math.min(Math.max(window.devicePixelRatio || 1, 0.1), 16),
    viewport: `${width}x${window.innerHeight}`,
  };
}
