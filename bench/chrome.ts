import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";

// Debian's Chromium, headless, with the flags this closed network needs.
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export async function launchChrome() {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
}
