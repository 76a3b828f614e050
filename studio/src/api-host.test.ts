import { studioApiHost } from "./api-host";

describe("studioApiHost", () => {
  it("is Sanity's own host unless the variable is set", () => {
    expect(studioApiHost(undefined, "https://localhost:8901")).toBeUndefined();
    expect(studioApiHost("", "https://localhost:8901")).toBeUndefined();
  });

  it("takes the studio's own address for page-origin, and an origin as it is", () => {
    expect(studioApiHost("page-origin", "https://localhost:8901")).toBe("https://localhost:8901");
    expect(studioApiHost("https://api.example.test", undefined)).toBe("https://api.example.test");
  });

  it("ignores anything that is not an origin", () => {
    expect(studioApiHost("https://api.example.test/v1", undefined)).toBeUndefined();
    expect(studioApiHost("api.example.test", undefined)).toBeUndefined();
  });
});
