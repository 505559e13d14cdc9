import { deflateRawSync } from 'node:zlib';

/**
 * A rough estimate of a secret's entropy in bits: the lower of two measures. Its length times the
 * Shannon entropy of its own character frequencies catches few distinct characters ("aaaa..."); its
 * compressed size catches a pattern repeated ("abcdabcd...", "passwordpassword..."). Neither can tell
 * a random string from a clever one; together they catch what people actually paste in.
 */
export function estimatedEntropyBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    bitsPerChar -= p * Math.log2(p);
  }
  const compressedBits = deflateRawSync(Buffer.from(secret), { level: 9 }).length * 8;
  return Math.round(Math.min(bitsPerChar * chars.length, compressedBits));
}
