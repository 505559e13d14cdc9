/** Numbers from the specification. Every app imports them from here; none repeats them. */

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Inactivity logs a browser session out only once the session is older than this. */
export const INACTIVITY_APPLIES_AFTER_MS = 60 * 60 * 1000;
export const INACTIVITY_LIMIT_MS = 30 * 60 * 1000;

export const DEVELOPER_SESSION_TIMEOUT_MS = 30 * 60 * 1000;
export const DEVELOPER_SESSION_WARNING_MS = 5 * 60 * 1000;
export const DEVELOPER_SESSION_CHECK_MS = 30 * 1000;
export const PASSWORD_CHANGE_LOGOUT_DELAY_MS = 1200;

export const DEVELOPER_CLIENT_TIMEOUT_MS = 15_000;
export const ADMIN_CLIENT_TIMEOUT_MS = 10_000;
export const DEFAULT_CLIENT_TIMEOUT_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 250;
export const STATS_POLL_MS = 30_000;

/**
 * A change waiting this long unsaved is worth an invigilator's look: the roster alerts on it, and the
 * api sends a roster patch when a candidate's wait crosses it.
 */
export const UNSAVED_ALERT_SECONDS = 30;

/**
 * With automatic credit on, a disconnection shorter than this is not given back by itself (a reload or
 * a blip costs a second or two); an invigilator can still credit it by hand.
 */
export const AUTO_CREDIT_MIN_OFFLINE_SECONDS = 30;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const LOGIN_ID_MAX_LENGTH = 64;
export const NAME_MAX_LENGTH = 120;

/**
 * Sign-in throttling (OWASP's pattern). Only failed password checks count, and a correct password for
 * an account that is not itself locked is always admitted: a whole centre signing in from one address
 * never meets a limit, whatever one candidate types.
 * - Consecutive failures of one login id from one address lock that pair for a while; the owner on
 *   another machine still gets in, and the centre's admin can lift the lock.
 * - A higher daily ceiling per login id slows a guesser spread over many addresses.
 * - Past a coarse ceiling of failures from one address, that address is hot: each wrong password from
 *   it is answered only after a delay that doubles every LOGIN_HOT_ADDRESS_DELAY_STEP failures past the
 *   ceiling, up to LOGIN_HOT_ADDRESS_MAX_DELAY_MS, so guessing there slows down; no id is locked for
 *   it (a classmate who mistypes once retypes at once), and right passwords from it are still checked
 *   and admitted without delay.
 */
export const LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS = 5;
export const LOGIN_LOCK_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_LOGIN_ID = 50;
export const LOGIN_FAILURES_PER_LOGIN_ID_WINDOW_SECONDS = 24 * 60 * 60;
export const LOGIN_FAILURES_PER_ADDRESS = 300;
export const LOGIN_FAILURES_PER_ADDRESS_WINDOW_SECONDS = 60 * 60;
/** The first delay of a wrong password from a hot address, and how many failures each doubling takes. */
export const LOGIN_HOT_ADDRESS_FIRST_DELAY_MS = 500;
export const LOGIN_HOT_ADDRESS_DELAY_STEP = 25;
export const LOGIN_HOT_ADDRESS_MAX_DELAY_MS = 8_000;

/**
 * What one socket may send, per kind of event: a token bucket each, `burst` events at once and
 * `perSecond` more as time passes. Past it an event is dropped and counted (and answered, where it
 * has an ack), so a flood never reaches Postgres row by row.
 */
export const SOCKET_EVENT_BUDGETS = {
  /**
   * Answers are precious: the outbox replays every unsaved change after a reconnect (one per
   * question, a test has under a hundred), and a fast typist sends a few a second. A refused
   * answer stays in the outbox and is sent again.
   */
  answer: { burst: 600, perSecond: 30 },
  /** Every 5 s, and on each focus or visibility change. */
  heartbeat: { burst: 10, perSecond: 1 },
  /** The page throttles these to one a second. */
  position: { burst: 10, perSecond: 2 },
  /** A lost focus is written to the attempt's timeline; the live counter of losses is kept regardless. */
  focusLoss: { burst: 10, perSecond: 0.2 },
  /** Joining an attempt, on every (re)connection. */
  join: { burst: 10, perSecond: 0.5 },
  /** Starting or completing a section. */
  section: { burst: 10, perSecond: 1 },
  /** Confirming the sound check: once per sitting, again only after a reload. */
  soundCheck: { burst: 5, perSecond: 0.2 },
  /** Asking where the listening recording is: when the screen opens, the sound starts or Play is pressed. */
  recording: { burst: 10, perSecond: 0.5 },
  /** The flags of a section, sent as the candidate flags or unflags a question. */
  flags: { burst: 20, perSecond: 2 },
  /** Read receipts of invigilators' messages. */
  messageRead: { burst: 20, perSecond: 2 },
  /** An invigilator's watch reads a whole roster; leaving one (unwatch) spends from it too. */
  watch: { burst: 10, perSecond: 1 },
  /** Extend, pause, resume, message, force-submit, give time back. */
  invigilatorAction: { burst: 30, perSecond: 3 },
  /** Anything else a socket sends (no handler reads it). */
  other: { burst: 20, perSecond: 2 },
} as const satisfies Record<string, { burst: number; perSecond: number }>;
export type SocketEventKind = keyof typeof SOCKET_EVENT_BUDGETS;

/**
 * Live sockets one session keeps per namespace, across every api replica: a candidate's exam window
 * and a reload, or an admin's tabs (one socket each, for its job channel and roster). A newer socket
 * closes the oldest, so one token cannot hold hundreds of connections.
 */
export const LIVE_SOCKETS_PER_SESSION = 5;

/** Groups and assignments: the groups page loads 50 groups a page, the students list 100. */
export const GROUPS_PAGE_SIZE = 50;
export const GROUP_STUDENTS_LOAD_SIZE = 100;
export const GROUP_SIZE_LIMIT_MIN = 1;
/** The largest page any paged admin list answers, whatever pageSize asks. */
export const ADMIN_MAX_PAGE_SIZE = 200;
export const ASSIGNMENTS_PAGE_SIZE = 50;
export const ASSIGNMENT_NOTES_MAX_LENGTH = 2000;
