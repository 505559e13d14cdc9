import { timelineText } from './timeline-text';

describe('timelineText', () => {
  it.each([
    [{ type: 'section:started', payload: { section: 'reading' } }, 'Reading started'],
    [{ type: 'section:closed', payload: { section: 'listening', reason: 'expired' } }, 'Listening closed: time ran out'],
    [{ type: 'connected', payload: { takeover: true } }, 'Opened in another tab or computer (took over)'],
    [{ type: 'connected', payload: { takeover: false } }, 'Connected'],
    [{ type: 'focus:lost', payload: { visible: false, focused: false } }, 'Exam hidden (another tab or window)'],
    [{ type: 'focus:lost', payload: { visible: true, focused: false } }, 'Exam lost focus'],
    [{ type: 'message', payload: { text: 'Ten minutes left' } }, 'Message sent: “Ten minutes left”'],
    [{ type: 'invigilator:extend', payload: { minutes: 5 } }, 'Time extended by 5 min'],
    [{ type: 'time:credited', payload: { seconds: 95 } }, '1 min of offline time given back'],
    [{ type: 'time:credited', payload: { seconds: 120, automatic: true } }, '2 min of offline time given back automatically'],
    [{ type: 'answer', payload: { section: 'reading', question: '3', length: 1 } }, 'Reading Q3 saved (1 character)'],
    [{ type: 'answer', payload: { section: 'listening', question: '7', length: 7 } }, 'Listening Q7 saved (7 characters)'],
    [
      { type: 'answer', payload: { section: 'writing', question: 'task2', length: 1450 } },
      'Writing Task 2 saved (1450 characters)',
    ],
    [{ type: 'something:new', payload: {} }, 'something:new'],
  ])('%j reads %s', (event, expected) => {
    expect(timelineText(event)).toBe(expected);
  });
});
