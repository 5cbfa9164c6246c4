import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isInternalAddress, judgeAddress } from "./address-ranges";

describe("address ranges", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["::1", "loopback"],
    ["fd00::1", "uniqueLocal"],
    ["fe80::1", "linkLocal"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "reserved"],
    ["2002:a00:1::", "6to4"],
    ["fd00:ec2::254", "uniqueLocal"],
  ])("%s is internal (%s)", (address, range) => {
    expect(judgeAddress(address)).toMatchObject({ range, public: false });
  });

  it("reads an IPv4-mapped or IPv4-compatible IPv6 address as the IPv4 address inside", () => {
    expect(judgeAddress("::ffff:169.254.169.254")).toMatchObject({ address: "169.254.169.254", public: false });
    expect(judgeAddress("[::ffff:7f00:1]")).toMatchObject({ address: "127.0.0.1", public: false });
    expect(isInternalAddress("::7f00:1")).toBe(true);
    expect(isInternalAddress("64:ff9b::808:808")).toBe(true);
  });

  it("finds public unicast addresses public, and text that is no address null", () => {
    expect(judgeAddress("8.8.8.8")).toMatchObject({ public: true, range: "unicast" });
    expect(judgeAddress("2606:4700:4700::1111")).toMatchObject({ public: true });
    expect(judgeAddress("hooks.example.com")).toBeNull();
    expect(isInternalAddress("hooks.example.com")).toBe(false);
  });

  it("judges every 10/8 address internal, in any of its notations", () => {
    fc.assert(
      fc.property(fc.nat(0xffffff), (low) => {
        const value = (10 << 24) | low;
        for (const notation of [String(value), `0x${value.toString(16)}`, `0${value.toString(8)}`]) {
          expect(judgeAddress(notation)).toMatchObject({ range: "private", public: false });
        }
      }),
    );
  });
});
