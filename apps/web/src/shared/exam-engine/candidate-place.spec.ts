import { ExamEvents } from '@cdi/contracts';
import { CandidatePlace, POSITION_THROTTLE_MS } from './candidate-place';
import { FakeExamSocket } from './fake-exam-socket';
import { ATTEMPT } from './engine-fixtures';

describe('CandidatePlace', () => {
  let socket: FakeExamSocket;
  let online: boolean;
  let place: CandidatePlace;

  const sent = (event: string) => socket.emits.filter((e) => e.event === event).map((e) => e.payload);

  beforeEach(() => {
    jest.useFakeTimers();
    socket = new FakeExamSocket();
    online = true;
    place = new CandidatePlace({ socket, attemptId: ATTEMPT, canSend: () => online });
  });

  afterEach(() => {
    place.dispose();
    jest.useRealTimers();
  });

  it('sends a position at once, then at most one a second, always the latest', () => {
    place.position('reading', 1, 3);
    place.position('reading', 1, 4);
    place.position('reading', 1, 5);
    expect(sent(ExamEvents.position)).toEqual([{ attemptId: ATTEMPT, section: 'reading', part: 1, question: 3 }]);
    jest.advanceTimersByTime(POSITION_THROTTLE_MS);
    expect(sent(ExamEvents.position)).toEqual([
      { attemptId: ATTEMPT, section: 'reading', part: 1, question: 3 },
      { attemptId: ATTEMPT, section: 'reading', part: 1, question: 5 },
    ]);
    jest.advanceTimersByTime(10 * POSITION_THROTTLE_MS);
    expect(sent(ExamEvents.position)).toHaveLength(2); // nothing new: nothing sent
  });

  it('sends a position waiting out its throttle when the page goes', () => {
    place.position('reading', 1, 3);
    place.position('reading', 2, 14);
    place.flushPosition();
    expect(sent(ExamEvents.position)).toHaveLength(2);
    expect(sent(ExamEvents.position)[1]).toMatchObject({ part: 2, question: 14 });
    place.flushPosition(); // nothing waits
    expect(sent(ExamEvents.position)).toHaveLength(2);
  });

  it('holds position, flags and read receipts while offline and sends the newest of each on joining', () => {
    online = false;
    place.position('listening', 1, 2);
    place.position('listening', 2, 12);
    place.flags('listening', [7, 2]);
    place.flags('listening', [9, 3]);
    place.flags('reading', [1]);
    place.messageSeen('4d1f7c52-7e4b-4b8e-9f5a-2b7c3e6a9d10');
    expect(socket.emits).toHaveLength(0);
    online = true;
    place.sendWaiting();
    expect(sent(ExamEvents.messageRead)).toEqual([{ attemptId: ATTEMPT, messageId: '4d1f7c52-7e4b-4b8e-9f5a-2b7c3e6a9d10' }]);
    expect(sent(ExamEvents.flags)).toEqual([
      { attemptId: ATTEMPT, section: 'listening', questions: [3, 9] },
      { attemptId: ATTEMPT, section: 'reading', questions: [1] },
    ]);
    expect(sent(ExamEvents.position)).toEqual([{ attemptId: ATTEMPT, section: 'listening', part: 2, question: 12 }]);
    place.sendWaiting(); // each went once
    expect(socket.emits).toHaveLength(4);
  });

  it('sends flags and read receipts at once while online', () => {
    place.flags('reading', [4, 1]);
    place.messageSeen('4d1f7c52-7e4b-4b8e-9f5a-2b7c3e6a9d10');
    expect(sent(ExamEvents.flags)).toEqual([{ attemptId: ATTEMPT, section: 'reading', questions: [1, 4] }]);
    expect(sent(ExamEvents.messageRead)).toHaveLength(1);
  });

  it('sends no held position after it is disposed', () => {
    place.position('reading', 1, 3);
    place.position('reading', 1, 4);
    place.dispose();
    jest.advanceTimersByTime(10 * POSITION_THROTTLE_MS);
    expect(sent(ExamEvents.position)).toHaveLength(1);
  });
});
