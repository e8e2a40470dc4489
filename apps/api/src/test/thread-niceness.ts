import { readdirSync, readFileSync } from 'node:fs';

/** Each thread of a process (Linux; this one by default): its task id, name and nice value. */
export function threadsOf(processId: number | 'self' = 'self') {
  return readdirSync(`/proc/${processId}/task`).map((task) => {
    // Fields after the command name (which may hold spaces): state is the 3rd, nice the 19th.
    const stat = readFileSync(`/proc/${processId}/task/${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const name = readFileSync(`/proc/${processId}/task/${task}/comm`, 'utf8').trim();
    return { task: Number(task), name, nice: Number(fields[16]) };
  });
}

/** The nice value of each thread of this process, by task id. */
export function threadNiceness(): Map<number, number> {
  return new Map(threadsOf().map(({ task, nice }) => [task, nice]));
}
