// Operations for developers: the queue monitor.
export { QueueMonitor } from './components/QueueMonitor';
