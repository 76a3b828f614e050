import { commentIdle, nameAfterSave, recipientOf, renameIdle, renameProblem, transferState } from "./order-rules";

it("rename and comment have something to send only when changed and not saving", () => {
  expect(renameIdle(false, "  web-1 ", "web-1")).toBe(true);
  expect(renameIdle(false, "web-2", "web-1")).toBe(false);
  expect(renameIdle(true, "web-2", "web-1")).toBe(true);
  expect(commentIdle(false, "note ", "note")).toBe(false);
  expect(commentIdle(false, "note", "note")).toBe(true);
  expect(commentIdle(true, "other", "note")).toBe(true);
});

it("a new name is required and at most the account's limit long, trimmed", () => {
  expect(renameProblem("   ", 64)).toEqual({ key: "errors:fieldRequired" });
  expect(renameProblem("x".repeat(65), 64)).toEqual({ key: "validation.maxLength", max: 64 });
  expect(renameProblem(` ${"x".repeat(64)} `, 64)).toBeNull();
});

it("the name field shows the saved name unless the customer typed on", () => {
  expect(nameAfterSave("web\u0007-1", "web\u0007-1", "web-1")).toBe("web-1");
  expect(nameAfterSave("web-1x", "web-1", "web-1")).toBe("web-1x");
  expect(nameAfterSave("web-1", "web-1", undefined)).toBe("web-1");
});

it("a transfer needs a verified customer with a complete profile, and a paid order (decision 071)", () => {
  const verified = { profileComplete: true, emailVerified: true };
  expect(transferState(verified, true)).toBe("form");
  expect(transferState(verified, false)).toBe("unpaid");
  expect(transferState({ profileComplete: false, emailVerified: true }, true)).toBe("verify");
  expect(transferState({ profileComplete: true, emailVerified: false }, false)).toBe("verify");
  expect(recipientOf("  ada@example.org ")).toBe("ada@example.org");
  expect(recipientOf("   ")).toBeNull();
});
