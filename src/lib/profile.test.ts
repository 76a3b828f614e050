import { isProfileComplete } from "./profile";

const full = { user: { first_name: "Anna", last_name: "Schmidt" }, country: "DE", city: "Berlin", zip_code: "10115", address: "Invalidenstrasse 1" };

it("is complete only with all six fields filled", () => {
  expect(isProfileComplete(full)).toBe(true);
  expect(isProfileComplete(null)).toBe(false);
  expect(isProfileComplete({ ...full, country: null })).toBe(false);
  expect(isProfileComplete({ ...full, user: { first_name: "Anna", last_name: " " } })).toBe(false);
  for (const key of ["city", "zip_code", "address"] as const) expect(isProfileComplete({ ...full, [key]: "" })).toBe(false);
});
