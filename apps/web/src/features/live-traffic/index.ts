// The developer's live traffic view (issue 13): pushed on /ops, drawn over the last 15 minutes.
export { LiveTraffic } from './components/LiveTraffic';
