import { readdirSync, readFileSync } from 'node:fs';

/** The nice value of each thread of this process (Linux), by task id. */
export function threadNiceness(): Map<number, number> {
  const niceness = new Map<number, number>();
  for (const task of readdirSync('/proc/self/task')) {
    // Fields after the command name (which may hold spaces): state is the 3rd, nice the 19th.
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    niceness.set(Number(task), Number(fields[16]));
  }
  return niceness;
}
