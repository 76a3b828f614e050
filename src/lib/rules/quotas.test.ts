import en from "../../../locales/en/errors.json";
import ru from "../../../locales/ru/errors.json";
import { ACCOUNT_QUOTAS, QUOTA_KEYS, WRITE_RATE_KEY, quotaReached } from "./quotas";

describe("account quotas (issue 39)", () => {
  it("are reached at the limit, not before", () => {
    expect(quotaReached("sshKeys", ACCOUNT_QUOTAS.sshKeys - 1)).toBe(false);
    expect(quotaReached("sshKeys", ACCOUNT_QUOTAS.sshKeys)).toBe(true);
    expect(quotaReached("projects", ACCOUNT_QUOTAS.projects + 5)).toBe(true);
  });

  it.each(Object.values(QUOTA_KEYS))("%s has its count in both languages", (key) => {
    const name = key.replace("errors:", "");
    for (const catalogue of [en, ru]) expect(Reflect.get(catalogue, name)).toContain("{{count}}");
  });

  it("the write rate's text exists in both languages", () => {
    const name = WRITE_RATE_KEY.replace("errors:", "");
    expect([typeof Reflect.get(en, name), typeof Reflect.get(ru, name)]).toEqual(["string", "string"]);
  });
});
