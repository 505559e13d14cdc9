import { statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { percentOf } from '@cdi/contracts';

export interface CpuTimes {
  idle: number;
  total: number;
}

/** Every core's idle and total time since boot, in ms. */
export function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

/** The busy share of the host's CPUs between two readings, as a percentage with one decimal. */
export function cpuBusyPercent(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return percentOf(total - (after.idle - before.idle), total) ?? 0;
}

/** Host memory in use (total minus what the kernel reports available), with one decimal. */
export function memoryUsedPercent(): number {
  const total = os.totalmem();
  return percentOf(total - os.freemem(), total) ?? 0;
}

/**
 * Use of the file system holding `folder` (the file store), as `df` counts it: used over what
 * users can have. The folder may not exist yet, so its nearest existing parent is read.
 * Null when it cannot be read at all.
 */
export async function diskUsedPercent(folder: string): Promise<number | null> {
  let current = path.resolve(folder);
  for (;;) {
    try {
      const fs = await statfs(current);
      const used = fs.blocks - fs.bfree;
      return percentOf(used, used + fs.bavail);
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return null;
      current = parent;
    }
  }
}
