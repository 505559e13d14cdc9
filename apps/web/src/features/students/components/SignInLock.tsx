import { StudentTexts, type StudentListItem } from '@cdi/contracts';
import { clockTime } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { useUnlockSignIn } from '../hooks/use-students';

/** Whether wrong passwords keep the student from signing in now (a lock that ran out meanwhile is over). */
export function isSignInLocked(student: StudentListItem): student is StudentListItem & { sign_in_locked_until: string } {
  return student.sign_in_locked_until !== null && Date.parse(student.sign_in_locked_until) > Date.now();
}

/**
 * "Sign-in locked until HH:MM" (on the centre's clock) with an Unlock button, while wrong passwords keep
 * the student out; nothing otherwise.
 */
export function SignInLock({ student }: { student: StudentListItem }) {
  const unlock = useUnlockSignIn();
  if (!isSignInLocked(student)) return null;
  const until = student.sign_in_locked_until;
  const name = `${student.first_name} ${student.last_name}`.trim();

  return (
    <span className="students__lock">
      <span className="students__lock-text">{StudentTexts.signInLockedUntil.replace('{time}', clockTime(until))}</span>
      <Button
        size="small"
        busy={unlock.isPending}
        aria-label={StudentTexts.unlockSignInLabel.replace('{name}', name)}
        onClick={() => unlock.mutate(student.id)}
      >
        {StudentTexts.unlockSignIn}
      </Button>
    </span>
  );
}
