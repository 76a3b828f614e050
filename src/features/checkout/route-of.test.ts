import { checkoutRouteOf } from "./route-of";

it("names the route of a checkout address in either language, as the app's router matches it", () => {
  expect(checkoutRouteOf("/checkout/")).toBe("flow");
  expect(checkoutRouteOf("/checkout")).toBe("flow");
  expect(checkoutRouteOf("/ru/checkout/")).toBe("flow");
  expect(checkoutRouteOf("/checkout/pay/balance/")).toBe("payment");
  expect(checkoutRouteOf("/ru/checkout/pay/A-17/")).toBe("payment");
  expect(checkoutRouteOf("/checkout/pay/A-17/crypto/")).toBe("payment");
  expect(checkoutRouteOf("/checkout/pay/A-17/crypto/x/")).toBe("notFound");
  expect(checkoutRouteOf("/ru/checkout/nothing-here/")).toBe("notFound");
  expect(checkoutRouteOf("/checkout/pay/")).toBe("notFound");
});
