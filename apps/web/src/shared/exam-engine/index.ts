export { createExamSocket, type ExamSocketOptions } from './create-exam-socket';
export { clockOffsetMs, sectionRemainingSeconds } from './exam-clock';
export { DEFAULT_RETRY_MS, ExamEngine, type ExamEngineEvents, type ExamEngineOptions } from './exam-engine';
export { emitWithAck, type ExamSocket, type SocketListener } from './exam-socket';
export { createOutbox, IndexedDbOutbox, OUTBOX_DB_NAME } from './indexeddb-outbox';
export { MemoryOutbox, type Outbox, type OutboxEntry, type OutboxKey } from './outbox';
export { computeSaveStatus, type SaveStatus } from './save-status';
