/** @jest-environment jsdom */
import { createAuthStore } from "./auth-store";

const store = () => createAuthStore({ allauth: { onAuthAnswer: () => () => undefined }, account: {} } as unknown as Parameters<typeof createAuthStore>[0]);
/** A tab opened from the mail: the browser's localStorage, none of the first tab's sessionStorage. */
const newTab = () => sessionStorage.clear();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.useRealTimers();
});

it("a signup's next reaches the tab its confirmation link opens in", () => {
  store().rememberNext("/ru/checkout/?plan=vps-1", { signup: true });
  newTab();
  expect(store().peekNext()).toBe("/ru/checkout/?plan=vps-1");
});

it("a sign-in's next stays in its tab", () => {
  store().rememberNext("/my/orders/");
  expect(store().peekNext()).toBe("/my/orders/");
  newTab();
  expect(store().peekNext()).toBeNull();
});

it("the tab's own next comes before a signup's from another tab", () => {
  const s = store();
  s.rememberNext("/checkout/?plan=vps-1", { signup: true });
  newTab();
  sessionStorage.setItem("auth.next", "/my/finance/");
  expect(s.peekNext()).toBe("/my/finance/");
});

it("arriving (next cleared) or a later login page without next spends the signup's next", () => {
  const s = store();
  s.rememberNext("/checkout/?plan=vps-1", { signup: true });
  s.rememberNext(null);
  newTab();
  expect(s.peekNext()).toBeNull();
  s.rememberNext("/checkout/", { signup: true });
  s.rememberNext("/my/"); // a sign-in page with its own next
  newTab();
  expect(s.peekNext()).toBeNull();
});

it("a signup's next lasts three days, as the confirmation key", () => {
  jest.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z") });
  store().rememberNext("/checkout/", { signup: true });
  newTab();
  jest.setSystemTime(new Date("2026-11-30T09:59:00Z"));
  expect(store().peekNext()).toBe("/checkout/");
  jest.setSystemTime(new Date("2026-11-30T10:01:00Z"));
  expect(store().peekNext()).toBeNull();
});

it("a kept value that is not ours reads as none", () => {
  localStorage.setItem("auth.signupNext", "{not json");
  expect(store().peekNext()).toBeNull();
  localStorage.setItem("auth.signupNext", JSON.stringify({ next: 42, until: Date.now() + 1000 }));
  expect(store().peekNext()).toBeNull();
});
