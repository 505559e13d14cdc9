import { Foundation1763769600000 } from './1763769600000-foundation';
import { ExamParts1763856000000 } from './1763856000000-exam-parts';
import { Attempts1763942400000 } from './1763942400000-attempts';
import { OverdueTimers1764028800000 } from './1764028800000-overdue-timers';
import { AutoCreditOffline1764115200000 } from './1764115200000-auto-credit-offline';
import { ListeningRecording1764118800000 } from './1764118800000-listening-recording';
import { GroupsAssignments1764201600000 } from './1764201600000-groups-assignments';
import { AdminConsole1764208800000 } from './1764208800000-admin-console';
import { TestMaking1764205200000 } from './1764205200000-test-making';
import { StudentSearch1764300000000 } from './1764300000000-student-search';
import { SystemStats1764403200000 } from './1764403200000-system-stats';
import { TestAssemblies1764406800000 } from './1764406800000-test-assemblies';
import { Results1764500000000 } from './1764500000000-results';
import { PdfDocuments1764600000000 } from './1764600000000-pdf-documents';
import { TenantRowSecurity1764700000000 } from './1764700000000-tenant-row-security';
import { AnswerPathKeys1764800000000 } from './1764800000000-answer-path-keys';
import { MessageEventsIndex1764900000000 } from './1764900000000-message-events-index';
import { AppLoginBoundary1765000000000 } from './1765000000000-app-login-boundary';
import { PdfStorageQuota1765100000000 } from './1765100000000-pdf-storage-quota';
import { WritingMarkingRule1765200000000 } from './1765200000000-writing-marking-rule';
import { SuspendedSessionToken1765300000000 } from './1765300000000-suspended-session-token';
import { PublishedTestsAsTemplates1765400000000 } from './1765400000000-published-tests-as-templates';
import { SpeakingBand1765700000000 } from './1765700000000-speaking-band';
import { PlatformStaffNames1765800000000 } from './1765800000000-platform-staff-names';
import { IssuedPasswordsHashedAtSignIn1765900000000 } from './1765900000000-issued-passwords-hashed-at-sign-in';
import { CentreStaff1766000000000 } from './1766000000000-centre-staff';
import { MarkingTolerance1766100000000 } from './1766100000000-marking-tolerance';
import { SpecialArrangements1766200000000 } from './1766200000000-special-arrangements';
import { ReleaseModes1766300000000 } from './1766300000000-release-modes';
import { AcceptedAnswers1766400000000 } from './1766400000000-accepted-answers';
import { AssignmentArrangements1766500000000 } from './1766500000000-assignment-arrangements';
import { StartHolds1766600000000 } from './1766600000000-start-holds';

/** In the order they run. */
export const migrations = [
  Foundation1763769600000,
  ExamParts1763856000000,
  Attempts1763942400000,
  OverdueTimers1764028800000,
  AutoCreditOffline1764115200000,
  ListeningRecording1764118800000,
  GroupsAssignments1764201600000,
  TestMaking1764205200000,
  AdminConsole1764208800000,
  StudentSearch1764300000000,
  SystemStats1764403200000,
  TestAssemblies1764406800000,
  Results1764500000000,
  PdfDocuments1764600000000,
  TenantRowSecurity1764700000000,
  AnswerPathKeys1764800000000,
  MessageEventsIndex1764900000000,
  AppLoginBoundary1765000000000,
  PdfStorageQuota1765100000000,
  WritingMarkingRule1765200000000,
  SuspendedSessionToken1765300000000,
  PublishedTestsAsTemplates1765400000000,
  SpeakingBand1765700000000,
  PlatformStaffNames1765800000000,
  IssuedPasswordsHashedAtSignIn1765900000000,
  CentreStaff1766000000000,
  MarkingTolerance1766100000000,
  SpecialArrangements1766200000000,
  ReleaseModes1766300000000,
  AcceptedAnswers1766400000000,
  AssignmentArrangements1766500000000,
  StartHolds1766600000000,
];
