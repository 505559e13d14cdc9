import { EMPTY_LIVE_STATE, MAX_MESSAGE_CHARS } from '@cdi/contracts';
import {
  actionAvailable,
  actionOutcome,
  actionPayload,
  candidatesText,
  confirmText,
  creditAmountText,
  parseExtensionMinutes,
  parseMessage,
  resultText,
  startAction,
} from './actions';

describe('invigilator actions', () => {
  it('names how many candidates', () => {
    expect(candidatesText(1)).toBe('1 candidate');
    expect(candidatesText(3)).toBe('3 candidates');
    expect(candidatesText(0)).toBe('0 candidates');
  });

  it('asks before acting, naming the candidates', () => {
    expect(confirmText('extend', 2, 5)).toBe('Add 5 minutes to the running section for 2 candidates?');
    expect(confirmText('extend', 1, 1)).toBe('Add 1 minute to the running section for 1 candidate?');
    expect(confirmText('pause', 1)).toMatch(/^Pause the exam for 1 candidate\?/);
    expect(confirmText('message', 4)).toBe('Send this message to 4 candidates?');
    expect(confirmText('message', 0)).toBe('Send this announcement to everyone sitting this test?');
    expect(confirmText('forceSubmit', 3)).toMatch(/^Submit the test now for 3 candidates\?/);
    expect(confirmText('creditOffline', 2)).toMatch(/^Give 2 candidates back the time they lost offline\?/);
    expect(confirmText('holdStart', 2)).toMatch(/^Hold the start for 2 candidates\? They cannot begin their next section/);
    expect(confirmText('releaseStart', 1)).toBe('Release the start for 1 candidate? They can begin their next section at once.');
    expect(resultText('holdStart', 2)).toBe('Start held for 2 candidates');
    expect(resultText('releaseStart', 1)).toBe('Start released for 1 candidate');
    expect(resultText('creditOffline', 1)).toBe('Offline time given back to 1 candidate');
    expect(resultText('creditOffline', 0)).toBe(
      'No offline time to give back: the chosen candidates have lost none since the last credit',
    );
  });

  it('offers to release the start only when every candidate chosen is held, and otherwise to hold it', () => {
    const held = { startHeldAt: '2026-11-22T09:58:00.000Z' };
    const free = { startHeldAt: null };
    expect(startAction([])).toBe('holdStart');
    expect(startAction([free])).toBe('holdStart');
    expect(startAction([held, free])).toBe('holdStart');
    expect(startAction([held])).toBe('releaseStart');
    expect(startAction([held, held])).toBe('releaseStart');
  });

  it('needs a candidate chosen, except for a message, which then goes to everyone', () => {
    expect(actionAvailable('extend', 0)).toBe(false);
    expect(actionAvailable('forceSubmit', 1)).toBe(true);
    expect(actionAvailable('message', 0)).toBe(true);
  });

  it('reports the result of an ack, a refusal or no answer at all', () => {
    expect(actionOutcome({ ok: true, affected: 3 })).toEqual({ ok: true, affected: 3 });
    expect(resultText('extend', 3)).toBe('Time extended for 3 candidates');
    expect(resultText('message', 1)).toBe('Message sent to 1 candidate');
    expect(actionOutcome({ ok: false, code: 'notYours', message: 'Not yours' })).toEqual({ ok: false, message: 'Not yours' });
    expect(actionOutcome({ ok: false, code: 'notYours', message: '' })).toEqual({
      ok: false,
      message: 'This attempt is not yours',
    });
    expect(actionOutcome(undefined)).toEqual({ ok: false, message: expect.stringMatching(/did not answer in time/) });
  });

  it('takes whole minutes from 1 to 60', () => {
    expect(parseExtensionMinutes(' 5 ')).toEqual({ ok: true, value: 5 });
    expect(parseExtensionMinutes('60')).toEqual({ ok: true, value: 60 });
    for (const bad of ['0', '61', '2.5', '-1', '', 'five']) {
      expect(parseExtensionMinutes(bad)).toEqual({ ok: false, error: 'Enter whole minutes from 1 to 60' });
    }
  });

  it('takes a message that is not blank and not too long', () => {
    expect(parseMessage('  Ten minutes left  ')).toEqual({ ok: true, value: 'Ten minutes left' });
    expect(parseMessage('   ')).toEqual({ ok: false, error: 'Write a message' });
    expect(parseMessage('x'.repeat(MAX_MESSAGE_CHARS + 1))).toEqual({
      ok: false,
      error: `A message is at most ${MAX_MESSAGE_CHARS} characters`,
    });
  });

  it('builds what each action sends', () => {
    expect(actionPayload('as', ['a'], { action: 'extend', minutes: 5 })).toEqual({
      assignmentId: 'as',
      attemptIds: ['a'],
      minutes: 5,
    });
    expect(actionPayload('as', [], { action: 'message', text: 'Hi' })).toEqual({
      assignmentId: 'as',
      attemptIds: [],
      text: 'Hi',
    });
    expect(actionPayload('as', ['a', 'b'], { action: 'pause' })).toEqual({ assignmentId: 'as', attemptIds: ['a', 'b'] });
  });
});

describe('creditAmountText', () => {
  it('names each candidate with the offline time not given back yet', () => {
    const live = { ...EMPTY_LIVE_STATE, offlineSeconds: 200, creditedSeconds: 20 };
    expect(creditAmountText({ name: 'Bekzod Lee', candidateId: 'CAN0002', live })).toBe('Bekzod Lee (CAN0002): 3 min');
    expect(creditAmountText({ name: 'Bekzod Lee', candidateId: 'CAN0002', live: { ...live, creditedSeconds: 200 } })).toBe(
      'Bekzod Lee (CAN0002): 0 s',
    );
  });
});
