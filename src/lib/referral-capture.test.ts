import { captureReferral } from "./referral-capture";

const fakeDoc = () => ({ cookie: "" });

it("stores ?ref= in the 365-day scoring cookie on the base domain", () => {
  const doc = fakeDoc();
  expect(captureReferral({ search: "?utm=x&ref=ab12CD34", hostname: "www.hostward.com", protocol: "https:" }, doc)).toBe("AB12CD34");
  expect(doc.cookie).toBe("scoring=AB12CD34; Domain=hostward.com; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
});

it("ignores pages without a code or with a malformed one", () => {
  const doc = fakeDoc();
  expect(captureReferral({ search: "", hostname: "localhost", protocol: "http:" }, doc)).toBeNull();
  expect(captureReferral({ search: "?ref=<script>", hostname: "localhost", protocol: "http:" }, doc)).toBeNull();
  expect(doc.cookie).toBe("");
});
