// The developer's queue monitor: every queue's counts and jobs, and the actions on them.
export { QueueMonitor } from './components/QueueMonitor';
