// Sign-in, the session's lifetime and where each role lands.
export { fetchMe, logout } from './api/auth-api';
export { verifyStoredSession } from './api/session-actions';
export { HomeOrLogin } from './components/HomeOrLogin';
export { IdleSessionExpiry } from './components/IdleSessionExpiry';
export { LoginForm } from './components/LoginForm';
export { RequireRole } from './components/RequireRole';
export { SessionWatch } from './components/SessionWatch';
export { useLogout, useExpireSession } from './hooks/use-logout';
export { homePathFor, LOGIN_PATH } from './lib/role-home';
