import { readdirSync, readFileSync } from 'node:fs';

/**
 * Each thread of a process (Linux; this one by default): its task id, name and nice value. A
 * thread that ends between the listing and the reading of its files is left out.
 */
export function threadsOf(processId: number | 'self' = 'self') {
  return readdirSync(`/proc/${processId}/task`).flatMap((task) => {
    const folder = `/proc/${processId}/task/${task}`;
    let stat: string;
    let name: string;
    try {
      stat = readFileSync(`${folder}/stat`, 'utf8');
      name = readFileSync(`${folder}/comm`, 'utf8').trim();
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT' || code === 'ESRCH') return [];
      throw error;
    }
    // Fields after the command name (which may hold spaces): state is the 3rd, nice the 19th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [{ task: Number(task), name, nice: Number(fields[16]) }];
  });
}

/** The nice value of each thread of this process, by task id. */
export function threadNiceness(): Map<number, number> {
  return new Map(threadsOf().map(({ task, nice }) => [task, nice]));
}
