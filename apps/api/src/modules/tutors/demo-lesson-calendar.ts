import { DateTime } from 'luxon';
import type { SeededLearner } from './demo-learners.seed';
import type { DemoTutor } from './demo-tutor-shape';

/**
 * Past lessons on the tutor's working days at their first hour, a week or more apart for one
 * tutor, and never two at once for one learner (the database refuses overlapping bookings).
 */
export class LessonCalendar {
  private readonly taken = new Map<string, number[]>();

  place(demo: DemoTutor, learner: SeededLearner, tutorIndex: number, position: number): Date {
    const key =
      'studentId' in learner.learner ? learner.learner.studentId : learner.learner.childId;
    const taken = this.taken.get(key) ?? [];
    const hour = demo.hours[0]?.[0] ?? 16;
    let day = DateTime.now()
      .setZone(demo.timeZone)
      .startOf('day')
      .minus({ days: 7 * (position + 1) + (tutorIndex % 7) })
      .set({ hour });
    const clashes = (start: DateTime) =>
      taken.some((other) => Math.abs(other - start.toMillis()) < 2 * 3_600_000);
    while (!demo.days.includes(day.weekday % 7) || clashes(day)) day = day.minus({ days: 1 });
    this.taken.set(key, [...taken, day.toMillis()]);
    return day.toJSDate();
  }
}
