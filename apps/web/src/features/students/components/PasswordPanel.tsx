import { StudentTexts } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { useRevealPassword } from '../hooks/use-students';
import { ResetPasswordDialog } from './ResetPasswordDialog';

/** The admin-issued password: hidden until asked for (each reveal is audited), hidden again on request, or reset. */
export function PasswordPanel({ studentId }: { studentId: string }) {
  const reveal = useRevealPassword(studentId);
  const [shown, setShown] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);

  const show = () => reveal.mutate(undefined, { onSuccess: (password) => setShown(password) });

  return (
    <div className="students__password">
      <span className="students__label" id="password-label">
        Password
      </span>
      <code aria-labelledby="password-label" data-testid="student-password">
        {shown ?? '••••••••'}
      </code>
      {shown ? (
        <Button size="small" onClick={() => setShown(null)}>
          Hide
        </Button>
      ) : (
        <Button size="small" busy={reveal.isPending} onClick={show}>
          Show
        </Button>
      )}
      <Button size="small" onClick={() => setResetting(true)}>
        Reset Password
      </Button>
      {reveal.isError && <Notice tone="error">{errorMessage(reveal.error, StudentTexts.failedToRevealPassword)}</Notice>}
      {resetting && (
        <ResetPasswordDialog
          studentId={studentId}
          onClose={() => setResetting(false)}
          onReset={() => {
            setShown(null);
            reveal.reset();
          }}
        />
      )}
    </div>
  );
}
