/** @jest-environment jsdom */
import { maybeSignedIn, rememberSignedIn } from "./signed-in-hint";

test("the hint follows the last settled auth state", () => {
  expect(maybeSignedIn()).toBe(false);
  rememberSignedIn(true);
  expect(maybeSignedIn()).toBe(true);
  rememberSignedIn(false);
  expect(maybeSignedIn()).toBe(false);
  expect(window.localStorage.length).toBe(0);
});
