import { Decoder, Encoder, type Packet } from 'socket.io-parser';

/**
 * socket.io-parser's own text encoding of one packet (`2/exam,17["event",{…}]`), a private method of
 * its encoder: reused rather than written again, and checked at start-up so that a parser without it
 * stops the api at once instead of at its first packet.
 */
const encodeAsString = (Encoder.prototype as unknown as { encodeAsString?: (this: Encoder, packet: Packet) => string })
  .encodeAsString;
if (typeof encodeAsString !== 'function') throw new Error('socket.io-parser has no Encoder.encodeAsString: see json-encoder.ts');
const encodeText: (this: Encoder, packet: Packet) => string = encodeAsString;

/**
 * socket.io's encoder without its search for binary attachments. Every event and ack the api emits
 * is JSON (the contracts hold no Buffer or ArrayBuffer), yet the stock encoder walks each payload,
 * every object and array in it, looking for one: 6% of the api's busy time at the bench's knee,
 * where each answer costs an ack and a roster patch. The wire format is the stock encoder's for
 * such packets, byte for byte, so every socket.io client reads it as before.
 */
export class JsonEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    return [encodeText.call(this, packet)];
  }
}

/** The `parser` option of the api's socket.io server. */
export const jsonParser = { Encoder: JsonEncoder, Decoder };
