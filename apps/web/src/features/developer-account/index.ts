// The developer's own account: changing the login ID and the password.
export { UpdateLoginIdCard } from './components/UpdateLoginIdCard';
export { UpdatePasswordCard } from './components/UpdatePasswordCard';
