import { ApiError } from "./http/errors";
import { ACCOUNT_NOT_VERIFIED, orderRefusalOf, PERSONAL_INFO_REQUIRED } from "./error-codes";

const refused = (code: string | null, serverMessage: string) =>
  new ApiError({
    kind: "http",
    method: "POST",
    path: "/my/api/graphql/",
    status: 200,
    key: "errors:generic",
    serverMessage,
    code,
    fieldErrors: {},
    silent: false,
    ignored: false,
    body: null,
  });

it("recognises the refusals by code, whatever language the message is in", () => {
  expect(orderRefusalOf(refused(PERSONAL_INFO_REQUIRED, "Пожалуйста, заполните персональные данные"))).toBe("personal-info-required");
  expect(orderRefusalOf(refused(ACCOUNT_NOT_VERIFIED, "Пройдите верификацию аккаунта, чтобы создавать заказы"))).toBe("account-not-verified");
});

it("does not guess from the message text", () => {
  expect(orderRefusalOf(refused("FORBIDDEN", "Please fill in the personal data"))).toBeNull();
  expect(orderRefusalOf(refused(null, "Complete account verification to create new orders"))).toBeNull();
  expect(orderRefusalOf(new Error("personal data"))).toBeNull();
});
