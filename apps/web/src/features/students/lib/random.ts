import { generateCandidateId, generatePassword, type RandomInt } from '@cdi/contracts';

/** A uniform integer from 0 to max - 1 from the browser's cryptographic source (rejection sampling, no bias). */
export const cryptoRandomInt: RandomInt = (max) => {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % max;
  }
};

export const newCandidateId = () => generateCandidateId(cryptoRandomInt);
export const newPassword = () => generatePassword(cryptoRandomInt);
