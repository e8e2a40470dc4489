import type { ChildProgress } from '@nibras/contracts/family';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from './use-formatters';

/** One month of the chart: its label and hours per subject key. */
type MonthBar = { month: string; label: string } & Record<string, number | string>;

export type ProgressFigures = {
  months: MonthBar[];
  subjects: { key: string; name: string }[];
  /** Month × subject rows for the table (only the pairs with bookings). */
  rows: { month: string; monthName: string; subject: string; sessions: number; hours: number }[];
  /** Held; missed by the child; missed by the tutor; cancelled (in time or late). */
  attendance: { attended: number; missed: number; tutorMissed: number; cancelled: number };
  totals: { hours: number; sessions: number; attendanceRate: number | null };
  number: (value: number) => string;
  percent: (value: number) => string;
  hoursText: (hours: number) => string;
};

const toHours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** The progress answer turned into what the charts, tiles and table show. */
export function useProgressFigures(progress: ChildProgress): ProgressFigures {
  const { t } = useTranslation('family');
  const format = useFormatters();
  return useMemo(() => {
    const subjectNames = new Map<string, string>();
    for (const month of progress.months) {
      for (const entry of month.subjects) {
        subjectNames.set(`s${entry.subject.id}`, format.name(entry.subject));
      }
    }
    const subjects = [...subjectNames].map(([key, name]) => ({ key, name }));
    const months = progress.months.map((month) => {
      const bar: MonthBar = { month: month.month, label: format.monthShort(month.month) };
      for (const subject of subjects) bar[subject.key] = 0;
      for (const entry of month.subjects) bar[`s${entry.subject.id}`] = toHours(entry.minutes);
      return bar;
    });
    const rows = progress.months.flatMap((month) =>
      month.subjects
        .filter((entry) => entry.sessions > 0)
        .map((entry) => ({
          month: month.month,
          monthName: format.monthLong(month.month),
          subject: format.name(entry.subject),
          sessions: entry.sessions,
          hours: toHours(entry.minutes),
        })),
    );
    const minutes = progress.months
      .flatMap((month) => month.subjects)
      .reduce((sum, entry) => sum + entry.minutes, 0);
    const { completed, learnerNoShow, tutorNoShow, cancelled, lateCancelled } = progress.attendance;
    const attended = completed;
    const missed = learnerNoShow;
    const held = attended + missed;
    return {
      months,
      subjects,
      rows,
      attendance: {
        attended,
        missed,
        tutorMissed: tutorNoShow,
        cancelled: cancelled + lateCancelled,
      },
      totals: {
        hours: toHours(minutes),
        sessions: attended,
        attendanceRate: held > 0 ? attended / held : null,
      },
      number: format.number,
      percent: format.percent,
      hoursText: (hours: number) => t('progress.hoursValue', { value: format.number(hours) }),
    };
  }, [progress, format, t]);
}
