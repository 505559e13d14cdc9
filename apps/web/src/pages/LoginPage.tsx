import { LoginForm } from '../features/auth';
import { useSession } from '../shared/session/session-store';
import { Notice } from '../shared/ui/Notice';

export function LoginPage() {
  const notice = useSession((state) => state.signOutNotice);
  return (
    <div className="login-page">
      <main className="login-card" aria-labelledby="login-title">
        <div className="login-card__emblem" aria-hidden="true">
          CDI
        </div>
        <h1 id="login-title" className="login-card__title">
          CDI Exam Login
        </h1>
        {notice && <Notice tone="info">{notice}</Notice>}
        <LoginForm />
      </main>
      <footer className="login-page__footer">Official CDI Exam Platform © {new Date().getFullYear()}</footer>
    </div>
  );
}
