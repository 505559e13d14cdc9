// @ts-check
// What candidates send, and the bookkeeping both ends share: each phase's ack latencies, the newest
// acknowledged seq per question (checked against Postgres at the end), and the candidate-send to
// invigilator-patch delay, matched by attemptId + question + savedAt (the patch carries the same
// savedAt as the ack, both taken from the batch's commit).
import { ExamEvents } from '@cdi/contracts';
import { config } from './options.mjs';
import { Recorder } from './stats.mjs';

/**
 * @import { AnswerAck, AnswerSetPayload, RosterPatch } from '@cdi/contracts'
 * @import { ExamSocket } from './clients.mjs'
 * @typedef {{ socket: ExamSocket; attemptId: string; seq: number }} Sender A socket that saves answers to one attempt.
 * @typedef {ReturnType<typeof newPhase>} Phase
 */

const { bytes, essayBytes, essayEvery, questions } = config.answers;
const FILLER = 'lorem ipsum dolor sit amet '.repeat(Math.ceil(essayBytes / 27) + 1);

/** Every value starts with its seq and has a length fixed by it, so Postgres rows can be checked cheaply. */
export const expectedLength = (/** @type {number} */ seq) => (seq % essayEvery === 0 ? essayBytes : bytes);

/**
 * @param {Pick<Sender, 'attemptId' | 'seq'>} candidate
 * @returns {AnswerSetPayload}
 */
export function nextAnswer(candidate) {
  const seq = ++candidate.seq;
  const head = `${seq}|`;
  return {
    attemptId: candidate.attemptId,
    section: 'listening',
    question: String(((seq - 1) % questions) + 1),
    value: head + FILLER.slice(0, expectedLength(seq) - head.length),
    seq,
  };
}

/**
 * One measured stretch of traffic: a step of a ramp, W1, the storm.
 * @param {string} name
 */
export function newPhase(name, { invigilators = false } = {}) {
  return {
    name,
    ack: new Recorder(),
    invig: invigilators ? new Recorder() : null,
    sent: 0,
    acked: 0,
    outstanding: 0,
    /** @type {Record<string, number>} */
    errors: {},
  };
}

export class Ledger {
  constructor() {
    /** @type {Map<string, [number, number]>} attemptId|section|question -> [newest acked seq, acked answers to it] */
    this.keys = new Map();
    this.acked = 0;
    /** @type {Map<string, number>} */
    this.sendAt = new Map();
    /** @type {Map<string, number>} */
    this.patchAt = new Map();
    /** @type {Phase | null} */
    this.invigPhase = null;
  }

  /**
   * Sends one answer from a candidate at its intended time; the ack closes it.
   * @param {Sender} candidate
   * @param {number} intended
   * @param {Phase} phase
   */
  send(candidate, intended, phase) {
    const payload = nextAnswer(candidate);
    phase.sent++;
    phase.outstanding++;
    candidate.socket.emit(ExamEvents.answerSet, payload, (/** @type {AnswerAck | undefined} */ ack) => {
      const now = performance.now();
      phase.outstanding--;
      phase.ack.add(now - intended);
      if (!ack?.ok) {
        const code = ack?.code ?? 'no-ack';
        phase.errors[code] = (phase.errors[code] ?? 0) + 1;
        return;
      }
      phase.acked++;
      this.acked++;
      const key = `${payload.attemptId}|${payload.section}|${payload.question}`;
      const entry = this.keys.get(key);
      if (!entry) this.keys.set(key, [payload.seq, 1]);
      else {
        entry[0] = Math.max(entry[0], payload.seq);
        entry[1]++;
      }
      if (phase.invig) this.matchAck(`${payload.attemptId}|${payload.question}|${ack.savedAt}`, intended, now, phase.invig);
    });
  }

  /**
   * Invigilator latency is measured only in phases that ask for it; between them nothing is kept.
   * @param {Phase | null} phase
   */
  watch(phase) {
    this.invigPhase = phase;
    this.sendAt.clear();
    this.patchAt.clear();
  }

  /**
   * @param {string} key
   * @param {number} intended
   * @param {number} now
   * @param {Recorder} invig
   */
  matchAck(key, intended, now, invig) {
    const arrived = this.patchAt.get(key);
    if (arrived !== undefined) {
      this.patchAt.delete(key);
      invig.add(arrived - intended);
    } else this.sendAt.set(key, intended);
  }

  /**
   * The invigilator's roster patch handler.
   * @param {RosterPatch[]} patches
   */
  onPatches(patches) {
    const invig = this.invigPhase?.invig;
    if (!invig) return;
    const now = performance.now();
    for (const p of patches) {
      if (p.kind !== 'answer') continue;
      const key = `${p.attemptId}|${p.question}|${p.savedAt}`;
      const intended = this.sendAt.get(key);
      if (intended !== undefined) {
        this.sendAt.delete(key);
        invig.add(now - intended);
      } else this.patchAt.set(key, now);
    }
  }

  /** Acks whose patch never reached an invigilator (checked after a phase drains). */
  unmatchedPatches() {
    return this.sendAt.size;
  }
}
