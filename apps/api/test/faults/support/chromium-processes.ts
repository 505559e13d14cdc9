import { readdirSync, readFileSync } from 'node:fs';

/**
 * Kills (SIGKILL: nothing flushed, no unload handler) every Chromium process running on the profile
 * `userDataDir` (a directory of the fault's own, so nothing else is touched); how many were killed.
 */
export function killChromium(userDataDir: string): number {
  const flag = `--user-data-dir=${userDataDir}`;
  let killed = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone meanwhile
    }
    if (!args.includes(flag)) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
      killed++;
    } catch {
      // gone meanwhile
    }
  }
  return killed;
}
