/**
 * The browser and system a User-Agent names, for the sessions list ("Chrome on Linux"). Only the
 * families people recognise; null for what is not recognised (the list then says "Unknown browser").
 * Order matters: Edge, Opera and Yandex carry "Chrome" too, Chrome carries "Safari".
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

export function describeUserAgent(userAgent: string): { browser: string; os: string | null } | null {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  if (!browser) return null;
  return { browser, os: SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? null };
}
