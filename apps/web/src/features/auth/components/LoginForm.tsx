import { Texts } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { useLogin } from '../hooks/use-login';
import { homePathFor } from '../lib/role-home';
import '../auth.css';

export function LoginForm() {
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const signIn = useLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidateId = loginId.trim();
    if (candidateId === '' || password.trim() === '' || signIn.isPending || signIn.isSuccess) return;
    signIn.mutate(
      { candidate_id: candidateId, password },
      { onSuccess: ({ user }) => void navigate(homePathFor(user.role), { replace: true }) },
    );
  };

  const label = signIn.isPending ? 'Authenticating...' : signIn.isSuccess ? 'Redirecting...' : 'Sign In';

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label="Sign in">
      {signIn.isError && <Notice tone="error">{errorMessage(signIn.error, Texts.loginFailed)}</Notice>}
      <TextField
        id="login-id"
        name="candidate_id"
        label="Login ID"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={loginId}
        onChange={(event) => setLoginId(event.target.value)}
      />
      <TextField
        id="password"
        name="password"
        label="Password"
        revealable
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="primary" className="login-form__submit" busy={signIn.isPending || signIn.isSuccess}>
        {label}
      </Button>
    </form>
  );
}
