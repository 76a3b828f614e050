/** @jest-environment jsdom */
import { renderToStaticMarkup } from "react-dom/server";
import { render } from "@testing-library/react";
import * as real from "react-i18next";
import { islandI18n } from "../island-i18n";
import * as ours from "./react-i18next";

// The islands' useTranslation (issue 40) against react-i18next's over the same island translator: the same
// text for the default namespace, a named one, a list of them (the first counts) and variables.

const i18n = islandI18n({
  language: "ru",
  defaultNS: "common",
  fallbackNS: ["errors"],
  strings: { common: { hello: "Привет, {{name}}", only: "в common" }, forms: { send: "Отправить", only: "в forms" }, errors: { generic: "Ошибка" } },
});

function texts(lib: { useTranslation: typeof ours.useTranslation }) {
  return function Texts() {
    const { t } = lib.useTranslation();
    const [tForms] = lib.useTranslation("forms");
    const list = lib.useTranslation(["forms", "common"]);
    return (
      <p>
        {t("hello", { name: "Анна" })}|{t("generic")}|{t("forms:send")}|{tForms("send")}|{tForms("only")}|{list.t("only")}|{String(list.ready)}|
        {list.i18n.language}
      </p>
    );
  };
}

it("translates as react-i18next does over the island's translator", () => {
  const Ours = texts(ours);
  const Real = texts(real as unknown as { useTranslation: typeof ours.useTranslation });
  const mine = renderToStaticMarkup(
    <ours.I18nextProvider i18n={i18n}>
      <Ours />
    </ours.I18nextProvider>,
  );
  const theirs = renderToStaticMarkup(
    <real.I18nextProvider i18n={i18n}>
      <Real />
    </real.I18nextProvider>,
  );
  expect(mine).toBe("<p>Привет, Анна|Ошибка|Отправить|Отправить|в forms|в forms|true|ru</p>");
  expect(mine).toBe(theirs);
});

it("keeps one t per namespace across renders, as react-i18next does", () => {
  const seen: unknown[] = [];
  function Probe({ n }: { n: number }) {
    const { t } = ours.useTranslation("forms");
    seen.push(t);
    return <span>{n}</span>;
  }
  const { rerender } = render(
    <ours.I18nextProvider i18n={i18n}>
      <Probe n={1} />
    </ours.I18nextProvider>,
  );
  rerender(
    <ours.I18nextProvider i18n={i18n}>
      <Probe n={2} />
    </ours.I18nextProvider>,
  );
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(seen[0]);
});
