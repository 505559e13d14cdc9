import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EMPTY_LIVE_STATE, EXAM_SECTIONS, type ExamSection, type LiveState } from '@cdi/contracts';
import { Clock } from '@cdi/db';
import type { Redis } from 'ioredis';
import { REDIS } from '../infrastructure/infrastructure.module';
import type { Beat, HeartbeatChange } from './heartbeat-change';
import { attemptLiveKey, attemptOwnerKey } from './live-keys';
import { onRedisReconnected } from './redis-reconnected';

/** Kept a little longer than the 4-hour attempt, so a sitting never loses its live state midway. */
const LIVE_TTL_SECONDS = 6 * 60 * 60;
/** How long an unremarkable heartbeat may wait to be written with the others. */
const HEARTBEAT_FLUSH_MS = 50;

type Hash = Record<string, string>;

/**
 * Marks finished offline seconds not given back yet as given back, at most ARGV[1] of them; returns
 * how many that newly were, and the total given back.
 */
const CLAIM_SCRIPT = `
local offline = tonumber(redis.call('hget', KEYS[1], 'offlineSeconds') or '0')
local credited = tonumber(redis.call('hget', KEYS[1], 'creditedSeconds') or '0')
local give = math.min(offline - credited, tonumber(ARGV[1]))
if give <= 0 then return {0, credited} end
redis.call('hset', KEYS[1], 'creditedSeconds', credited + give)
return {give, credited + give}`;

/**
 * Ends an open disconnection (adding its length to the time offline), counts a takeover, and takes the
 * new window to show the exam until its heartbeat says otherwise (the one that went may have been hidden).
 */
const CONNECTED_SCRIPT = `
local since = redis.call('hget', KEYS[1], 'offlineSince')
if since then
  redis.call('hincrby', KEYS[1], 'offlineSeconds', math.max(0, math.floor((tonumber(ARGV[1]) - tonumber(since)) / 1000 + 0.5)))
  redis.call('hdel', KEYS[1], 'offlineSince')
end
if ARGV[2] == '1' then redis.call('hincrby', KEYS[1], 'takeovers', 1) end
redis.call('hset', KEYS[1], 'visible', 1, 'focused', 1)
redis.call('expire', KEYS[1], ARGV[3])
local fields = redis.call('hmget', KEYS[1], 'offlineSeconds', 'takeovers', 'section', 'part', 'question', unpack(ARGV, 4))
fields[#fields + 1] = since or ''
return fields`;
/** Deletes the attempt's owner key only if this socket still holds it. */
const RELEASE_OWNER_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const POSITION_FIELDS = ['section', 'part', 'question'] as const;

/** The hash field holding a section's flagged questions, as '3,12'. */
const flaggedField = (section: ExamSection) => `flagged:${section}`;
const numbers = (list: string | null | undefined): number[] => (list ? list.split(',').map(Number) : []);
/** Each section's flags from its field, the fields read in EXAM_SECTIONS order. */
const flaggedOf = (lists: readonly (string | null | undefined)[]) =>
  Object.fromEntries(EXAM_SECTIONS.map((section, i) => [section, numbers(lists[i])])) as LiveState['flagged'];

const iso = (ms: string | undefined) => (ms ? new Date(Number(ms)).toISOString() : null);
const int = (value: string | undefined) => (value ? Number(value) : 0);

/** The hash as the roster shows it; fields never written read as the empty state. */
export function liveStateOf(hash: Hash): LiveState {
  const section = EXAM_SECTIONS.find((s) => s === hash.section) ?? null;
  return {
    section,
    part: section && hash.part ? Number(hash.part) : null,
    question: section && hash.question ? Number(hash.question) : null,
    flagged: flaggedOf(EXAM_SECTIONS.map((s) => hash[flaggedField(s)])),
    movedAt: iso(hash.movedAt),
    visible: hash.visible !== '0',
    focused: hash.focused !== '0',
    focusLosses: int(hash.focusLosses),
    takeovers: int(hash.takeovers),
    offlineSince: iso(hash.offlineSince),
    offlineSeconds: int(hash.offlineSeconds),
    creditedSeconds: int(hash.creditedSeconds),
    audioStartedAt: iso(hash.audioStartedAt),
    unsavedSeconds: int(hash.unsavedSeconds),
    recordingPercent: hash.recordingPercent ? Number(hash.recordingPercent) : null,
  };
}

/**
 * Live sitting state in Redis, one hash per attempt: position, focus, time offline. Written by the
 * candidate's socket events, never by a database write per tick; read for the invigilator's roster.
 */
@Injectable()
export class LiveStateStore implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveStateStore');
  /** Unremarkable heartbeats waiting to be written, newest per attempt (see heartbeat). */
  private queuedBeats = new Map<string, Record<string, string | number>>();
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  async read(attemptIds: readonly string[]): Promise<LiveState[]> {
    if (attemptIds.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of attemptIds) pipeline.hgetall(attemptLiveKey(id));
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, hash]) => (error ? { ...EMPTY_LIVE_STATE } : liveStateOf(hash as Hash)));
  }

  async moved(
    attemptId: string,
    position: { section: ExamSection; part: number; question: number },
  ): Promise<Partial<LiveState>> {
    const now = this.clock.now();
    await this.redis.hset(attemptLiveKey(attemptId), { ...position, movedAt: now });
    return { ...position, movedAt: new Date(now).toISOString() };
  }

  /** The flags of one section, replaced; returns every section's, for the roster. */
  async flagged(attemptId: string, section: ExamSection, questions: readonly number[]): Promise<Partial<LiveState>> {
    const key = attemptLiveKey(attemptId);
    const results =
      (await this.redis
        .pipeline()
        .hset(key, flaggedField(section), questions.join(','))
        .hmget(key, ...EXAM_SECTIONS.map(flaggedField))
        .exec()) ?? [];
    return { flagged: flaggedOf((results.at(-1)?.[1] as (string | null)[] | undefined) ?? []) };
  }

  /** One HSET per beat (queued with the others unless it changes something); invigilators hear only changes. */
  async heartbeat(
    attemptId: string,
    beat: Beat & { remainingSeconds: number | null },
    change: HeartbeatChange | null,
  ): Promise<Partial<LiveState>> {
    const now = this.clock.now();
    const key = attemptLiveKey(attemptId);
    const fields = {
      heartbeatAt: now,
      remainingSeconds: beat.remainingSeconds ?? '',
      visible: +beat.visible,
      focused: +beat.focused,
      unsavedSeconds: Math.round(beat.unsavedSeconds),
      recordingPercent: beat.recordingPercent ?? '',
    };
    if (!change) {
      this.queueBeat(key, fields);
      return {};
    }
    // Written now, and an older queued beat must not overwrite it afterwards.
    this.queuedBeats.delete(key);
    const pipeline = this.redis.pipeline().hset(key, fields);
    if (change.departure) pipeline.hincrby(key, 'focusLosses', 1);
    if (beat.audioStarted) pipeline.hsetnx(key, 'audioStartedAt', now);
    pipeline.hmget(key, 'focusLosses', 'audioStartedAt');
    const results = (await pipeline.exec()) ?? [];
    const [focusLosses, audioStartedAt] = (results.at(-1)?.[1] as (string | null)[] | undefined) ?? [];
    return {
      ...change.patch,
      ...(change.departure && { focusLosses: int(focusLosses ?? undefined) }),
      ...(beat.audioStarted && { audioStartedAt: iso(audioStartedAt ?? undefined) }),
    };
  }

  /**
   * A heartbeat that changes nothing the invigilator sees waits up to HEARTBEAT_FLUSH_MS and goes out
   * with all the others in one pipeline: at 5,000 candidates, writing each on its own took a fifth
   * of the api's CPU in socket writes (bench profile).
   */
  private queueBeat(key: string, fields: Record<string, string | number>): void {
    this.queuedBeats.set(key, fields);
    this.flushTimer ??= setTimeout(() => void this.flushBeats(), HEARTBEAT_FLUSH_MS);
  }

  private async flushBeats(): Promise<void> {
    this.flushTimer = null;
    const beats = this.queuedBeats;
    this.queuedBeats = new Map();
    if (beats.size === 0) return;
    const pipeline = this.redis.pipeline();
    for (const [key, fields] of beats) pipeline.hset(key, fields);
    try {
      await pipeline.exec();
    } catch (error) {
      // Live state only: the next heartbeat, five seconds on, writes it again.
      this.logger.warn(`${beats.size} heartbeats not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.flushBeats();
  }

  /**
   * Makes this socket the attempt's one live window; returns the socket that held it before, if
   * another did (a takeover).
   */
  async claimOwner(attemptId: string, socketId: string): Promise<string | null> {
    const previous = await this.redis.set(attemptOwnerKey(attemptId), socketId, 'EX', LIVE_TTL_SECONDS, 'GET');
    return previous && previous !== socketId ? previous : null;
  }

  /**
   * Holds each given attempt for its socket where no window holds it: after Redis comes back empty
   * (restarted without persistence, flushed), the windows still connected to this process are live
   * again without having to reconnect.
   */
  async reclaimOwners(owners: readonly { attemptId: string; socketId: string }[]): Promise<void> {
    if (owners.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { attemptId, socketId } of owners) {
      pipeline.set(attemptOwnerKey(attemptId), socketId, 'EX', LIVE_TTL_SECONDS, 'NX');
    }
    await pipeline.exec();
  }

  /** Calls `listener` each time the connection to Redis is back after it was lost. */
  onReconnected(listener: () => void): void {
    onRedisReconnected(this.redis, listener);
  }

  /** Gives the attempt up if this socket still holds it; false when a newer window took it over. */
  async releaseOwner(attemptId: string, socketId: string): Promise<boolean> {
    return (await this.redis.eval(RELEASE_OWNER_SCRIPT, 1, attemptOwnerKey(attemptId), socketId)) === 1;
  }

  /**
   * A window joined (`at`): a disconnection that was open ends (its length adds to the time offline),
   * and a window that took over from another counts as a second tab or computer.
   */
  async connected(
    attemptId: string,
    tookOver: boolean,
  ): Promise<{ at: string; live: Partial<LiveState>; offlineSince: Date | null }> {
    const now = this.clock.now();
    // One round trip: thousands of candidates join at once after an api restart.
    const [offlineSeconds, takeovers, section, part, question, ...rest] = (await this.redis.eval(
      CONNECTED_SCRIPT,
      1,
      attemptLiveKey(attemptId),
      now,
      tookOver ? 1 : 0,
      LIVE_TTL_SECONDS,
      ...EXAM_SECTIONS.map(flaggedField),
    )) as (string | null)[];
    const since = rest.at(-1);
    // Where the candidate last was, so a reload or another computer resumes at the same question.
    const where = [section, part, question];
    const positionFields = Object.fromEntries(POSITION_FIELDS.flatMap((field, i) => (where[i] ? [[field, where[i]]] : [])));
    const position = liveStateOf(positionFields);
    return {
      at: new Date(now).toISOString(),
      /** When the disconnection this join ends began; null when there was none. */
      offlineSince: since ? new Date(Number(since)) : null,
      live: {
        visible: true,
        focused: true,
        offlineSince: null,
        offlineSeconds: int(offlineSeconds ?? undefined),
        takeovers: int(takeovers ?? undefined),
        section: position.section,
        part: position.part,
        question: position.question,
        // The flags the candidate set, so a window on another computer starts with them.
        flagged: flaggedOf(rest.slice(0, EXAM_SECTIONS.length)),
      },
    };
  }

  /** The attempt's last window went (`at`): it is offline from now. */
  async disconnected(attemptId: string): Promise<{ at: string; live: Partial<LiveState> }> {
    const now = this.clock.now();
    await this.redis.hset(attemptLiveKey(attemptId), { offlineSince: now });
    const at = new Date(now).toISOString();
    return { at, live: { offlineSince: at } };
  }

  /** Whether each attempt has a live window (its owner key, held while a socket has joined it). */
  async online(attemptIds: readonly string[]): Promise<boolean[]> {
    if (attemptIds.length === 0) return [];
    const owners = await this.redis.mget(...attemptIds.map(attemptOwnerKey));
    return owners.map((owner) => owner !== null);
  }

  /**
   * Takes the time lost in finished disconnections and not given back yet (at most `maxSeconds`),
   * marking it given back in the same atomic step, so two invigilators crediting at once (or one and
   * the automatic credit) cannot give it twice. Returns the seconds taken; returnCredit gives them
   * back when they could not be used.
   */
  async claimUncredited(
    attemptId: string,
    maxSeconds = Number.MAX_SAFE_INTEGER,
  ): Promise<{ seconds: number; creditedSeconds: number }> {
    const [seconds, creditedSeconds] = (await this.redis.eval(CLAIM_SCRIPT, 1, attemptLiveKey(attemptId), maxSeconds)) as [
      number,
      number,
    ];
    return { seconds, creditedSeconds };
  }

  async returnCredit(attemptId: string, seconds: number): Promise<void> {
    await this.redis.hincrby(attemptLiveKey(attemptId), 'creditedSeconds', -seconds);
  }
}
