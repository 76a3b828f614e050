import { passwordAcceptable, passwordHints, resemblesPersonal, similarity } from "./password";

const failing = (password: string, personal = {}) =>
  passwordHints(password, personal)
    .filter((h) => !h.ok)
    .map((h) => h.id);

it.each([
  ["", ["personal", "length", "common", "digits"]],
  ["abc", ["length", "common"]],
  ["1234567", ["common", "digits"]],
  ["9081726354", ["digits"]],
  ["password", ["common"]],
  ["aaaaaaaa", ["common"]],
  ["abcdefgh", ["common"]],
  ["bcdefghi", ["common"]],
  ["PASSWORD", ["common"]],
  ["Blue-Harbour-42", []],
])("%j fails %j", (password, ids) => {
  expect(failing(password)).toEqual(ids);
});

it("refuses a password made of the personal information", () => {
  expect(failing("anna.schmidt1", { email: "anna.schmidt@example.com" })).toEqual(["personal"]);
  expect(failing("Petrov-2024!", { name: "Ivan Petrov" })).toEqual(["personal"]);
  expect(passwordAcceptable("Blue-Harbour-42", { email: "anna.schmidt@example.com" })).toBe(true);
});

it("compares with the personal information as Django's validator does (ratio 0.7), not by shared letters", () => {
  // Words of three letters (the "com" of the domain) are compared by ratio only: "Compass-42" is fine.
  expect(resemblesPersonal("Compass-42", { email: "ivan@example.com" })).toBe(false);
  expect(resemblesPersonal("ivan@example.co", { email: "ivan@example.com" })).toBe(true);
  expect(resemblesPersonal("Examples", { email: "ivan@example.com" })).toBe(true);
  expect(resemblesPersonal("johnsmith1", { email: "john.smith@example.org" })).toBe(true);
  expect(resemblesPersonal("", { email: "john.smith@example.org" })).toBe(false);
  expect(similarity("abcd", "abcd")).toBe(1);
  expect(similarity("abcd", "wxyz")).toBe(0);
});
