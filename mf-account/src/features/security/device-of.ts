/** The browser and operating system a session's User-Agent names, when it names known ones. */
export interface Device {
  browser?: string;
  os?: string;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and every Chromium says "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPhones say "like Mac OS X" and Android says "Linux": the more specific names come first.
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A readable device for the sessions list. Only the families people recognise: a sessions list needs
 * "Firefox on Windows", not versions, so a small table does what a full User-Agent parser would.
 */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return {};
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}
