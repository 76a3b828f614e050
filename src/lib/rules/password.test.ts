import { passwordAcceptable, passwordHints } from "./password";

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
  ["Blue-Harbour-42", []],
])("%j fails %j", (password, ids) => {
  expect(failing(password)).toEqual(ids);
});

it("refuses a password made of the personal information", () => {
  expect(failing("anna.schmidt1", { email: "anna.schmidt@example.com" })).toEqual(["personal"]);
  expect(failing("Petrov-2024!", { name: "Ivan Petrov" })).toEqual(["personal"]);
  expect(passwordAcceptable("Blue-Harbour-42", { email: "anna.schmidt@example.com" })).toBe(true);
});
