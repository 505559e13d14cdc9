import { countText, EXAM_SECTIONS, type SectionEndReason, type TimelineResponse } from '@cdi/contracts';
import { sectionName } from '../../../shared/format/section-name';
import { durationText } from './roster-alerts';

type TimelineEvent = TimelineResponse['events'][number];

const REASONS: Record<SectionEndReason, string> = {
  finished: 'finished by the candidate',
  expired: 'time ran out',
  forced: 'submitted by the invigilator',
  'attempt-timeout': 'the 4-hour limit passed',
};

function sectionOf(payload: Record<string, unknown>): string {
  const section = EXAM_SECTIONS.find((s) => s === payload.section);
  return section ? sectionName(section) : 'Section';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** One timeline event as the invigilator reads it: 'Reading started', 'Disconnected', 'Time extended by 5 min'. */
export function timelineText(event: Pick<TimelineEvent, 'type' | 'payload'>): string {
  const { payload } = event;
  switch (event.type) {
    case 'section:started':
      return `${sectionOf(payload)} started`;
    case 'section:closed': {
      const reason = REASONS[text(payload.reason) as SectionEndReason] as string | undefined;
      return `${sectionOf(payload)} closed${reason ? `: ${reason}` : ''}`;
    }
    case 'answer': {
      const question = text(payload.question);
      const label = question.startsWith('task') ? `Task ${question.slice(4)}` : `Q${question}`;
      return `${sectionOf(payload)} ${label} saved (${countText(count(payload.length), 'character', 'characters')})`;
    }
    case 'connected':
      return payload.takeover ? 'Opened in another tab or computer (took over)' : 'Connected';
    case 'disconnected':
      return 'Disconnected';
    case 'focus:lost':
      return payload.visible === false ? 'Exam hidden (another tab or window)' : 'Exam lost focus';
    case 'message':
      return `Message sent: “${text(payload.text)}”`;
    case 'message:read':
      return 'Message seen';
    case 'sound:checked':
      return 'Confirmed the sound check';
    case 'recording:started':
      return 'The listening recording began';
    case 'invigilator:extend':
      return `Time extended by ${count(payload.minutes)} min`;
    case 'invigilator:pause':
      return 'Paused by the invigilator';
    case 'invigilator:resume':
      return 'Resumed by the invigilator';
    case 'invigilator:hold-start':
      return 'Start held by the invigilator';
    case 'invigilator:release-start':
      return 'Start released by the invigilator';
    case 'invigilator:force-submit':
      return 'Force-submitted by the invigilator';
    case 'invigilator:credit-offline':
      return 'Offline time credited by the invigilator';
    case 'time:credited':
      return `${durationText(count(payload.seconds))} of offline time given back${payload.automatic ? ' automatically' : ''}`;
    default:
      return event.type;
  }
}
