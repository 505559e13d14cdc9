import { Foundation1763769600000 } from './1763769600000-foundation';
import { ExamParts1763856000000 } from './1763856000000-exam-parts';
import { Attempts1763942400000 } from './1763942400000-attempts';
import { OverdueTimers1764028800000 } from './1764028800000-overdue-timers';
import { AutoCreditOffline1764115200000 } from './1764115200000-auto-credit-offline';
import { ListeningRecording1764118800000 } from './1764118800000-listening-recording';
import { AdminConsole1764201600000 } from './1764201600000-admin-console';

/** In the order they run. */
export const migrations = [
  Foundation1763769600000,
  ExamParts1763856000000,
  Attempts1763942400000,
  OverdueTimers1764028800000,
  AutoCreditOffline1764115200000,
  ListeningRecording1764118800000,
  AdminConsole1764201600000,
];
