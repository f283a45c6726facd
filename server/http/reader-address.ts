import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * Readers' addresses are never stored (docs/decisions/0078): the comment limits, blocking and the
 * logs use a keyed hash of the address (HMAC-SHA256 with READER_ADDRESS_SECRET), which nobody
 * without the secret can turn back into the address, not even by trying all four billion IPv4
 * addresses. Hashes stored in the database are removed after 30 days (address-sweep.ts).
 */
export type ReaderAddresses = {
  /** The keyed hash of a client's address: 22 base64url characters (128 bits). */
  hash(address: string): string;
};

export function createReaderAddresses(secret: string): ReaderAddresses {
  return {
    hash: (address) =>
      createHmac("sha256", secret)
        .update(`reader-address\n${addressKey(address)}`)
        .digest("base64url")
        .slice(0, 22),
  };
}

/**
 * What identifies a client's network: an IPv4 address (also written as IPv4-mapped IPv6), or an
 * IPv6 address's /64 prefix, which one home or phone is given whole and can rotate within at will.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("::" filled in; a trailing IPv4 part as two groups). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
