import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { createTutor, pickCatalog, type CatalogPick } from './tutors.fixtures';

/**
 * Every tutor made here speaks Turkish and no seeded demo tutor does, so `language=tr`
 * scopes a search to this file's tutors.
 */
describe('finding a tutor', () => {
  let app: FastifyInstance;
  let catalog: CatalogPick;
  const ids: Record<
    'amira' | 'bilal' | 'carla' | 'unconfirmed' | 'unpriced' | 'noBio' | 'noHours',
    string
  > = {} as never;

  beforeAll(async () => {
    app = await buildTestApp();
    catalog = await pickCatalog(app);
    const { math, physics } = catalog.subjectIds;
    const [first, second] = catalog.grades;
    const make = async (key: keyof typeof ids, setup: Parameters<typeof createTutor>[1]) => {
      ids[key] = (await createTutor(app, setup)).user.id;
    };
    await make('amira', {
      fullName: 'Amira Saleh',
      addressAs: 'feminine',
      years: 10,
      languages: ['tr', 'ar'],
      grade: first,
      prices: [{ subjectId: math, online: '30.00', offline: '45.00' }],
      ratings: [5, 5, 4],
      timeZone: 'Asia/Riyadh',
      sessionMinutes: 45,
      weekly: [{ weekday: 6, startMinute: 9 * 60, endMinute: 12 * 60 }],
    });
    await make('bilal', {
      fullName: 'Bilal Omar',
      years: 2,
      grade: second,
      prices: [
        { subjectId: math, online: '15.00' },
        { subjectId: physics, online: '50.00' },
      ],
      ratings: [3],
      weekly: [{ weekday: 3, startMinute: 10 * 60, endMinute: 12 * 60 }],
    });
    await make('carla', {
      fullName: 'Carla Haddad',
      years: 6,
      languages: ['tr', 'de'],
      grade: first,
      extraGradeIds: [second.id],
      prices: [{ subjectId: physics, online: '25.00' }],
      weekly: [{ weekday: 1, startMinute: 17 * 60, endMinute: 20 * 60 }],
    });
    const unlisted = { grade: first, prices: [{ subjectId: math, online: '10.00' }] };
    await make('unconfirmed', { ...unlisted, confirmed: false });
    await make('unpriced', { ...unlisted, prices: [] });
    await make('noBio', { ...unlisted, bio: '   ' });
    await make('noHours', {
      fullName: 'Nadia Hours',
      grade: first,
      prices: [{ subjectId: math, online: '10.00' }],
    });
  });
  afterAll(() => app.close());

  const search = (query: string, language = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/tutors?language=tr&${query}`,
      headers: { 'accept-language': language },
    });
  const idOf = (item: { id: string }) => item.id;
  const namesOf = async (query: string) => {
    const response = await search(query);
    expect(response.statusCode, query).toBe(200);
    return response.json().data.items.map((item: { fullName: string }) => item.fullName);
  };

  it('lists only confirmed tutors with a complete profile, a priced subject and hours', async () => {
    const response = await search('sort=experience');
    const { items, total } = response.json().data;
    expect(total).toBe(3);
    const listed = items.map((item: { id: string }) => item.id);
    expect(listed).toEqual([ids.amira, ids.carla, ids.bilal]);
    for (const id of [ids.unconfirmed, ids.unpriced, ids.noBio]) {
      expect((await app.inject({ url: `/api/v1/tutors/${id}` })).statusCode).toBe(404);
    }
    // Without weekly hours a tutor has no time to book: no search shows them, their profile
    // still answers, with no free times.
    expect(listed).not.toContain(ids.noHours);
    expect((await app.inject({ url: `/api/v1/tutors/${ids.noHours}` })).statusCode).toBe(200);
    const slots = await app.inject({ url: `/api/v1/tutors/${ids.noHours}/slots` });
    expect(slots.statusCode).toBe(200);
  });

  it('answers cards with rating, lowest price and subjects in the asked language', async () => {
    const response = await search(`subject=${catalog.subjectIds.math}&sort=price`, 'ar');
    const bilal = response.json().data.items[0];
    expect(bilal).toMatchObject({
      id: ids.bilal,
      fullName: 'Bilal Omar',
      yearsOfExperience: 2,
      rating: { average: 3, count: 1 },
      priceFrom: { amount: '15.00', currency: 'USD' },
    });
    expect(bilal.subjects.map((subject: { name: string }) => subject.name)).toEqual([
      'الرياضيات',
      'الفيزياء',
    ]);
    // How each asked to be addressed, for the card's Arabic texts about them; Bilal never said.
    expect(bilal.addressAs).toBeNull();
    const amira = response.json().data.items[1];
    expect(amira).toMatchObject({ id: ids.amira, addressAs: 'feminine' });
  });

  it('filters by subject, grade, system and teaching language', async () => {
    const { math, physics } = catalog.subjectIds;
    const [first, second] = catalog.grades;
    expect(await namesOf(`subject=${math}&sort=price`)).toEqual(['Bilal Omar', 'Amira Saleh']);
    // The price of the searched subject counts: Bilal's physics is 50, not his math 15.
    expect(await namesOf(`subject=${physics}&sort=price`)).toEqual(['Carla Haddad', 'Bilal Omar']);
    expect(await namesOf(`grade=${second.id}&sort=experience`)).toEqual([
      'Carla Haddad',
      'Bilal Omar',
    ]);
    expect(await namesOf(`grade=${first.id}&sort=experience`)).toEqual([
      'Amira Saleh',
      'Carla Haddad',
    ]);
    expect(await namesOf(`system=${second.systemId}&sort=experience`)).toEqual([
      'Carla Haddad',
      'Bilal Omar',
    ]);
    // The demo data has German teachers too: of this test's tutors, Carla alone speaks it.
    const german = await app.inject({ url: '/api/v1/tutors?language=de&pageSize=48' });
    const ours = new Set(Object.values(ids));
    expect(
      german
        .json()
        .data.items.map((item: { id: string }) => item.id)
        .filter((id: string) => ours.has(id)),
    ).toEqual([ids.carla]);
  });

  it('filters by price range and minimum rating', async () => {
    expect(await namesOf('minPrice=20&maxPrice=40&sort=price')).toEqual([
      'Carla Haddad',
      'Amira Saleh',
    ]);
    expect(await namesOf('minRating=4')).toEqual(['Amira Saleh']);
    expect(await namesOf('minRating=3&sort=rating')).toEqual(['Amira Saleh', 'Bilal Omar']);
  });

  it("filters by days and times in the viewer's own zone", async () => {
    expect(await namesOf('days=6&times=morning&tz=Asia/Riyadh')).toEqual(['Amira Saleh']);
    // Saturday 09:00–12:00 Riyadh is 06:00–09:00 UTC: morning there too, but 08:00 Tokyo is gone.
    expect(await namesOf('days=6&times=morning&tz=UTC')).toEqual(['Amira Saleh']);
    expect(await namesOf('days=6&times=morning&tz=Asia/Tokyo')).toEqual([]);
    expect(await namesOf('days=1&times=evening&tz=UTC')).toEqual(['Carla Haddad']);
    expect(await namesOf('days=1&times=morning')).toEqual([]);
    expect(await namesOf('times=evening&tz=Asia/Riyadh')).toEqual(['Carla Haddad']);
  });

  it('says, when nobody matches, which single filter to drop and how many that finds', async () => {
    const { math } = catalog.subjectIds;
    // Math, rated 4 or more, on Monday evenings: Amira teaches math and is rated 4.7, but on
    // Saturday mornings; Carla is free on Monday evenings, but teaches physics and is unrated.
    const response = await search(`subject=${math}&minRating=4&days=1&times=evening&tz=UTC`);
    const { items, total, relaxations } = response.json().data;
    expect(items).toEqual([]);
    expect(total).toBe(0);
    expect(relaxations).toContainEqual({ drop: 'time', total: 1 });
    const dropped = relaxations.map((relaxation: { drop: string }) => relaxation.drop);
    expect(dropped).not.toContain('subject');
    expect(dropped).not.toContain('minRating');
    const totals = relaxations.map((relaxation: { total: number }) => relaxation.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    // A search that finds somebody has nothing to relax.
    const found = (await search(`subject=${math}`)).json().data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.relaxations).toBeUndefined();
  });

  it('sorts by rating, price, experience and relevance', async () => {
    expect(await namesOf('sort=rating')).toEqual(['Amira Saleh', 'Bilal Omar', 'Carla Haddad']);
    expect(await namesOf('sort=price')).toEqual(['Bilal Omar', 'Carla Haddad', 'Amira Saleh']);
    expect(await namesOf('sort=experience')).toEqual(['Amira Saleh', 'Carla Haddad', 'Bilal Omar']);
    // Ratings weighed by how many there are.
    expect(await namesOf('')).toEqual(['Amira Saleh', 'Carla Haddad', 'Bilal Omar']);
  });

  it('pages with a total, also past the last page', async () => {
    const names = (page: { items: { fullName: string }[] }) =>
      page.items.map((item) => item.fullName);
    const first = (await search('sort=price&pageSize=2')).json().data;
    expect(first).toMatchObject({ total: 3, totalCapped: false, pageSize: 2 });
    expect(first.previousCursor).toBeNull();
    expect(names(first)).toEqual(['Bilal Omar', 'Carla Haddad']);
    const second = (await search(`sort=price&pageSize=2&after=${first.nextCursor}`)).json().data;
    expect(second).toMatchObject({ total: 3, nextCursor: null });
    expect(names(second)).toEqual(['Amira Saleh']);
    // Back from the second page: the first again, with nothing before it.
    const back = (await search(`sort=price&pageSize=2&before=${second.previousCursor}`)).json()
      .data;
    expect(names(back)).toEqual(['Bilal Omar', 'Carla Haddad']);
    expect(back.previousCursor).toBeNull();
    expect(back.nextCursor).toBe(first.nextCursor);
    // After the last tutor (whose keys the second page's previousCursor holds), as an old link
    // might ask: no one, and still the total.
    const beyond = (await search(`sort=price&pageSize=2&after=${second.previousCursor}`)).json()
      .data;
    expect(beyond).toMatchObject({ items: [], total: 3, nextCursor: null, previousCursor: null });
  });

  it('walks every sort page by page, forwards and back, in the order of one long page', async () => {
    for (const sort of ['relevance', 'rating', 'price', 'experience']) {
      const whole = (await search(`sort=${sort}`)).json().data.items.map(idOf);
      const forwards: string[] = [];
      let page = (await search(`sort=${sort}&pageSize=1`)).json().data;
      forwards.push(...page.items.map(idOf));
      while (page.nextCursor) {
        page = (await search(`sort=${sort}&pageSize=1&after=${page.nextCursor}`)).json().data;
        forwards.push(...page.items.map(idOf));
      }
      expect(forwards, sort).toEqual(whole);
      const backwards: string[] = [...page.items.map(idOf)];
      while (page.previousCursor) {
        page = (await search(`sort=${sort}&pageSize=1&before=${page.previousCursor}`)).json().data;
        backwards.unshift(...page.items.map(idOf));
      }
      expect(backwards, sort).toEqual(whole);
    }
  });

  it('refuses bad filters with field details', async () => {
    const stale = 'This page of results is out of date. Start the search again.';
    const priceCursor = (await search('sort=price&pageSize=1')).json().data.nextCursor;
    const cases: [string, Record<string, string>][] = [
      [
        'minPrice=50&maxPrice=10',
        { maxPrice: 'The minimum price must not be above the maximum price.' },
      ],
      ['sort=cheapest', { sort: 'Please choose one of the options.' }],
      ['pageSize=100', { pageSize: 'Please choose one of the options.' }],
      ['days=8', { days: 'Please choose one of the options.' }],
      ['tz=Mars/Olympus', { tz: 'Choose a time zone from the list, for example Asia/Riyadh.' }],
      ['minPrice=abc', { minPrice: 'Enter a number.' }],
      ['after=not*base64', { after: stale }],
      // A cursor of another order, or both directions at once.
      [`sort=rating&after=${priceCursor}`, { after: stale }],
      [`after=${priceCursor}&before=${priceCursor}&sort=price`, { before: stale }],
    ];
    for (const [query, details] of cases) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details, query).toEqual(details);
    }
  });

  describe('public profile', () => {
    it('shows bio, prices, grades, rating and the newest reviews by first name', async () => {
      const response = await app.inject({
        url: `/api/v1/tutors/${ids.amira}`,
        headers: { 'accept-language': 'ar' },
      });
      expect(response.statusCode).toBe(200);
      const profile = response.json().data;
      expect(profile).toMatchObject({
        id: ids.amira,
        fullName: 'Amira Saleh',
        // The page's texts about her follow it (the Arabic "المعلّمة").
        addressAs: 'feminine',
        bio: 'I teach with patience.',
        educationalBackground: 'BSc Mathematics',
        yearsOfExperience: 10,
        languagesSpoken: ['tr', 'ar'],
        timeZone: 'Asia/Riyadh',
        sessionMinutes: 45,
        rating: { average: 4.7, count: 3 },
        subjects: [
          {
            id: catalog.subjectIds.math,
            name: 'الرياضيات',
            onlinePrice: '30.00',
            offlinePrice: '45.00',
            currency: 'USD',
          },
        ],
      });
      expect(profile.grades.map((grade: { id: number }) => grade.id)).toEqual([
        catalog.grades[0]?.id,
      ]);
      expect(profile.reviews).toHaveLength(3);
      expect(profile.reviews[0].authorName).toMatch(/^Parent\d$/);
    });

    it('answers 404 for an unknown, malformed or unlisted id', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', ids.unconfirmed]) {
        const response = await app.inject({ url: `/api/v1/tutors/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('tutor_not_found');
      }
    });
  });
});

describe('finding a tutor by the hours of a week on the moved clock', () => {
  const clock = new ManualClock('2027-01-15T12:00:00Z');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    const catalog = await pickCatalog(app);
    // Saturdays 12:00–13:00 in London: 12:00–13:00 UTC in winter, 11:00–12:00 UTC in summer.
    await createTutor(app, {
      fullName: 'Lena Park',
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
      timeZone: 'Europe/London',
      weekly: [{ weekday: 6, startMinute: 12 * 60, endMinute: 13 * 60 }],
    });
  });
  afterAll(() => app.close());

  const morningInUtc = async () => {
    const response = await app.inject({ url: '/api/v1/tutors?days=6&times=morning&tz=UTC' });
    expect(response.statusCode).toBe(200);
    return response.json().data.items.map((item: { fullName: string }) => item.fullName);
  };

  it("reads the zones' offsets of the app's clock, not of the machine's", async () => {
    // Saturday morning in UTC ends at 12:00: the London hour reaches into it in summer only.
    clock.set('2027-01-15T12:00:00Z');
    expect(await morningInUtc()).not.toContain('Lena Park');
    clock.set('2027-07-15T12:00:00Z');
    expect(await morningInUtc()).toContain('Lena Park');
  });
});
