import { describe, expect, it } from "vitest";
import { parseWrk } from "./wrk.ts";

const report = `Running 10s test @ http://127.0.0.1:3241/article/1
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.02ms  412.50us  21.03ms   93.12%
    Req/Sec    48.51k     2.10k   52.07k    71.00%
  Latency Distribution
     50%  812.00us
     75%    1.10ms
     90%    1.42ms
     99%    2.31ms
  482713 requests in 10.00s, 4.71GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 5
Requests/sec:  48271.30
Transfer/sec:    482.10MB
12345 (sh) S 1 12345 12345 0 -1 4194560 120 3050 0 0 0 0 611 243 20 0 1 0 999 2650112 200 18446744073709551615`;

describe("reading wrk's report", () => {
  it("takes the count, rate, latencies, failures and wrk's own CPU time", () => {
    const result = parseWrk(report, 100);
    expect(result.requests).toBe(482713);
    expect(result.seconds).toBe(10);
    expect(result.rps).toBeCloseTo(48271.3, 1);
    expect(result.p50).toBeCloseTo(0.812);
    expect(result.p99).toBeCloseTo(2.31);
    expect(result.non2xx).toBe(5);
    expect(result.errors).toBe(3);
    // cutime 611 + cstime 243 ticks at 100 a second, over 10 s.
    expect(result.generatorCores).toBeCloseTo(0.854);
  });

  it("refuses a report it cannot read rather than inventing numbers", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused", 100)).toThrow(/request count/);
  });
});
