/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { PersonalInfo } from "../../api-client/schemas/account";
import { PersonalInfoForm } from "./personal-info-form";

// The form reads only the language (for country names) from i18next; its texts come in as props.
let mockLanguage = "en";
jest.mock("react-i18next", () => ({ useTranslation: () => ({ i18n: { language: mockLanguage }, t: (key: string) => key }) }));

const saved = (city: string, address: string): PersonalInfo =>
  ({ user: { first_name: "Ada", last_name: "Lovelace" }, country: "DE", city, zip_code: "10115", address }) as PersonalInfo;

const props = {
  label: (field: string) => field,
  chooseCountry: "Choose",
  requiredText: "Required",
  submitLabel: "Save",
  failureText: () => "Failed",
  onSaved: () => undefined,
};

it("keeps what the customer typed when the saved data arrives (first or again), and takes the data in the fields left alone", async () => {
  // The page can show the form before the profile has come (the form starts empty).
  const { rerender } = render(<PersonalInfoForm {...props} initial={null} />);
  const city = screen.getByLabelText("city") as HTMLInputElement;
  const address = screen.getByLabelText("address") as HTMLInputElement;
  fireEvent.change(city, { target: { value: "Utrecht" } });
  await act(async () => rerender(<PersonalInfoForm {...props} initial={saved("Berlin", "Invalidenstrasse 1")} />));
  expect(city.value).toBe("Utrecht");
  expect(address.value).toBe("Invalidenstrasse 1");
  // The profile is fetched again (after a failed save, a session check, another tab's change): a new object.
  await act(async () => rerender(<PersonalInfoForm {...props} initial={saved("Berlin", "Unter den Linden 5")} />));
  expect(city.value).toBe("Utrecht");
  expect(address.value).toBe("Unter den Linden 5");
});

it("offers the countries in Russian alphabetical order on a Russian page (issue 37)", () => {
  mockLanguage = "ru";
  try {
    render(<PersonalInfoForm {...props} initial={null} />);
    const names = Array.from((screen.getByLabelText("country") as HTMLSelectElement).options)
      .slice(1)
      .map((o) => o.text);
    expect(names.slice(0, 4)).toEqual(["Австрия", "Бельгия", "Болгария", "Великобритания"]);
    expect(names).toEqual([...names].sort(new Intl.Collator("ru").compare));
  } finally {
    mockLanguage = "en";
  }
});
