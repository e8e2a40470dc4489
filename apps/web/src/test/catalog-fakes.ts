import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { CityArea } from '@nibras/contracts/in-person';
import { envelope } from './app-fakes';

/**
 * The catalog answers a signup form loads: one system with one level, grade and two subjects,
 * and a second system, so cascading choices can be tried.
 */
export const catalog = {
  'GET /api/v1/education/systems': () => ({
    body: envelope({
      educationSystems: [
        { id: 1, slug: 'egypt', name: 'Egyptian National' },
        { id: 2, slug: 'british', name: 'British' },
      ],
    }),
  }),
  'GET /api/v1/education/systems/1/levels': () => ({
    body: envelope([{ id: 10, systemId: 1, slug: 'primary', name: 'Primary' }]),
  }),
  'GET /api/v1/education/systems/2/levels': () => ({
    body: envelope([{ id: 20, systemId: 2, slug: 'igcse', name: 'IGCSE' }]),
  }),
  'GET /api/v1/education/levels/10/grades': () => ({
    body: envelope([{ id: 100, levelId: 10, slug: 'g4', name: 'Grade 4' }]),
  }),
  // Every grade in one answer, for a grade chosen in one select (a child's, at signup).
  'GET /api/v1/education/grades': () => ({
    body: envelope({
      educationSystems: [
        {
          id: 1,
          slug: 'egypt',
          name: 'Egyptian National',
          levels: [
            {
              id: 10,
              systemId: 1,
              slug: 'primary',
              name: 'Primary',
              grades: [{ id: 100, levelId: 10, slug: 'g4', name: 'Grade 4' }],
            },
          ],
        },
      ],
    }),
  }),
  'GET /api/v1/education/grades/100/subjects': () => ({
    body: envelope({
      subjects: [
        { id: 7, slug: 'math', name: 'Math', icon: 'calculator' },
        { id: 8, slug: 'science', name: 'Science', icon: 'flask-conical' },
      ],
    }),
  }),
};

/** Chooses Egyptian National, Primary, Grade 4 in a signup form, each select after the one above. */
export async function chooseGrade(user: ReturnType<typeof userEvent.setup>, gradeLabel: string) {
  await user.selectOptions(
    screen.getByLabelText('Education system'),
    await screen.findByRole('option', { name: 'Egyptian National' }),
  );
  await user.selectOptions(
    screen.getByLabelText('Education level'),
    await screen.findByRole('option', { name: 'Primary' }),
  );
  await user.selectOptions(
    screen.getByLabelText(gradeLabel),
    await screen.findByRole('option', { name: 'Grade 4' }),
  );
}

/** `GET /areas` for tests of lessons in person: two cities, Riyadh with two districts. */
export const areas: CityArea[] = [
  {
    id: 1,
    name: 'Riyadh',
    country: 'SA',
    districts: [
      { id: 11, name: 'Al Olaya' },
      { id: 12, name: 'Al Malqa' },
    ],
  },
  { id: 2, name: 'Jeddah', country: 'SA', districts: [{ id: 21, name: 'Al Rawdah' }] },
];
