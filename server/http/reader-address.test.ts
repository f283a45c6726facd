import { describe, expect, it } from "vitest";
import { addressKey, createReaderAddresses } from "./reader-address.ts";

describe("addressKey", () => {
  it("keeps an IPv4 address, also written as IPv4-mapped IPv6", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::FFFF:198.51.100.7")).toBe("198.51.100.7");
  });

  it("takes an IPv6 address's /64, however it is written", () => {
    expect(addressKey("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressKey("2001:0db8:85a3:08d3:0000:0000:0000:0001")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("2001:db8:0:0:ffff::2")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::198.51.100.7")).toBe("64:ff9b:0:0::/64");
  });

  it("passes anything else through (a test's made-up address)", () => {
    expect(addressKey("not-an-address")).toBe("not-an-address");
  });
});

describe("createReaderAddresses", () => {
  it("hashes with the secret: stable, short, never the address", () => {
    const addresses = createReaderAddresses("a-secret-of-at-least-thirty-two-characters");
    const hash = addresses.hash("198.51.100.7");
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(addresses.hash("198.51.100.7")).toBe(hash);
    expect(addresses.hash("::ffff:198.51.100.7")).toBe(hash);
    expect(addresses.hash("198.51.100.8")).not.toBe(hash);
    expect(hash).not.toContain("198");
    expect(createReaderAddresses("another-secret-of-at-least-thirty-two-chars").hash("198.51.100.7")).not.toBe(hash);
  });

  it("gives one hash to the addresses of one IPv6 /64", () => {
    const addresses = createReaderAddresses("a-secret-of-at-least-thirty-two-characters");
    expect(addresses.hash("2001:db8:1:2::a")).toBe(addresses.hash("2001:db8:1:2:ffff:1:2:3"));
    expect(addresses.hash("2001:db8:1:2::a")).not.toBe(addresses.hash("2001:db8:1:3::a"));
  });
});
