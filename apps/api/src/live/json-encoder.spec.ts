import { Encoder, type Packet, PacketType } from 'socket.io-parser';
import { JsonEncoder } from './json-encoder';

/** Each kind of packet the api writes, by what it is. */
const packets: [string, Packet][] = [
  ['a namespace connect', { type: PacketType.CONNECT, nsp: '/exam', data: { sid: 'abc' } }],
  ['a refused connect', { type: PacketType.CONNECT_ERROR, nsp: '/exam', data: { message: 'Not signed in' } }],
  ['a disconnect', { type: PacketType.DISCONNECT, nsp: '/invigilate' }],
  [
    'a roster patch with non-ASCII text, quotes and a newline',
    {
      type: PacketType.EVENT,
      nsp: '/invigilate',
      data: [
        'roster:patch',
        [{ attemptId: 'a1', kind: 'answerSaved', value: 'naïve “quoted” \n text', savedAt: '2026-11-29T10:00:00.000Z' }],
      ],
    },
  ],
  ['an event on the default namespace', { type: PacketType.EVENT, nsp: '/', data: ['ping'] }],
  [
    'an answer ack',
    { type: PacketType.ACK, nsp: '/exam', id: 17, data: [{ ok: true, seq: 42, savedAt: '2026-11-29T10:00:00.000Z' }] },
  ],
  [
    'an ack with id 0 and nested arrays',
    {
      type: PacketType.ACK,
      nsp: '/exam',
      id: 0,
      data: [{ ok: false, code: 'unavailable', nested: [[1, null, { deep: true }]] }],
    },
  ],
];

describe('JsonEncoder', () => {
  it.each(packets)('writes %s byte for byte as socket.io-parser does', (_kind, packet) => {
    expect(new JsonEncoder().encode(packet)).toEqual(new Encoder().encode(packet));
  });

  it('never splits a packet into attachments: it is always one string', () => {
    const encoded = new JsonEncoder().encode({ type: PacketType.EVENT, nsp: '/exam', id: 3, data: ['answer:set', { seq: 1 }] });
    expect(encoded).toEqual(['2/exam,3["answer:set",{"seq":1}]']);
  });
});
