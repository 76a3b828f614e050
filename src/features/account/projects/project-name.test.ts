import { projectName } from "./project-name";

const t = (key: string) => (key === "projects.general" ? "Общий" : key);

it("names the default project in the interface language and any other by its own name", () => {
  expect(projectName({ name: "General", isGeneral: true }, t)).toBe("Общий");
  expect(projectName({ name: "Shop", isGeneral: false }, t)).toBe("Shop");
  expect(projectName({ name: "General" }, t)).toBe("General");
});
