// The developer's live traffic view: pushed on /ops, drawn over the last 15 minutes.
export { LiveTraffic } from './components/LiveTraffic';
