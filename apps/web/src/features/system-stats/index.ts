// The developer's system statistics: measured platform figures and the status strip, as sections a page composes.
export { SystemStatsView } from './components/SystemStatsView';
export { SystemStatusStrip } from './components/SystemStatusStrip';
export { useApiHealth, useSystemStats } from './hooks/use-system-stats';
export { formatCount, formatMs, formatOptionalCount, formatPercent } from './lib/format-stats';
