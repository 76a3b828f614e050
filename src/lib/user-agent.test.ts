import { describeUserAgent } from "./user-agent";

it("names the browser family and system of common User-Agents", () => {
  const cases: Array<[string, ReturnType<typeof describeUserAgent>]> = [
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36", { browser: "Chrome", os: "Linux" }],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
      { browser: "Edge", os: "Windows" },
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", { browser: "Safari", os: "macOS" }],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iOS" },
    ],
    ["Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0", { browser: "Firefox", os: "Android" }],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.7.0.0 Safari/537.36",
      { browser: "Yandex Browser", os: "Linux" },
    ],
    ["curl/8.5.0", null],
    ["", null],
  ];
  for (const [ua, expected] of cases) expect(describeUserAgent(ua)).toEqual(expected);
});
