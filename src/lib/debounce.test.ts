import { debounce } from "./debounce";

describe("debounce with maxWait (spec §9: 200 ms, max 500 ms)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("calls once with the last arguments after a pause", () => {
    const fn = jest.fn();
    const d = debounce(fn, 200, 500);
    d(1);
    d(2);
    jest.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });
  it("fires at maxWait while calls keep coming", () => {
    const fn = jest.fn();
    const d = debounce(fn, 200, 500);
    for (let t = 0; t < 600; t += 100) {
      d(t);
      jest.advanceTimersByTime(100);
    }
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(400);
  });
  it("flush runs the pending call once; cancel drops it", () => {
    const fn = jest.fn();
    const d = debounce(fn, 200, 500);
    d("a");
    d.flush();
    d.flush();
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    d("b");
    d.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
