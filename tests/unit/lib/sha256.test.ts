import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/lib/sha256';

describe('sha256Hex', () => {
  // FIPS 180-2 / NIST example vectors and the classic pangram.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    [
      'The quick brown fox jumps over the lazy dog',
      'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
    ],
  ])('hashes %j to the known digest', async (text, digest) => {
    await expect(sha256Hex(text)).resolves.toBe(digest);
  });

  it('hashes the UTF-8 bytes of non-ASCII text', async () => {
    // printf 'ñ' | sha256sum
    await expect(sha256Hex('ñ')).resolves.toBe(
      '024bb90888ca89a15a19e9bdd8c712bfb070465fce1ef25e43c170ea44fc5e5f',
    );
  });
});
