import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { checksumAddress } from './eth-address';

const hex40 = fc.stringMatching(/^[0-9a-f]{40}$/);

describe('checksumAddress', () => {
  it('writes every address as viem (the reference EIP-55) does, from lower or upper case', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        const expected = getAddress(`0x${hex}`);
        expect(checksumAddress(`0x${hex}`)).toBe(expected);
        expect(checksumAddress(`0x${hex.toUpperCase()}`)).toBe(expected);
        expect(checksumAddress(expected)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses mixed case that fails the checksum, and what is not an address', () => {
    // anvil's account #1, one letter's case flipped.
    expect(checksumAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    );
    expect(checksumAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined();
    for (const bad of ['', '0x', '70997970c51812dc3a010c7d01b50e0d17dc79c8', '0x7099', '0xzz']) {
      expect(checksumAddress(bad)).toBeUndefined();
    }
  });
});
