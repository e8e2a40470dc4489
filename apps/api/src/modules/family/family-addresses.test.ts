import { maxSavedAddresses } from '@nibras/contracts/in-person';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProfiles } from '../../db/schema/index';
import { createUserWithToken } from '../../test/fixtures';
import {
  bookingClient,
  expectRefused,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { homeIn, newCity } from '../booking/in-person.fixtures';

describe('a family’s addresses (issue 32)', () => {
  let client: BookingClient;
  let city: Awaited<ReturnType<typeof newCity>>;
  beforeAll(async () => {
    client = await bookingClient();
    city = await newCity(client.app);
  });
  afterAll(() => client.app.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    caller: Caller,
    payload?: object,
    language = 'en',
  ) =>
    client.app.inject({
      method,
      url: `/api/v1/family/addresses${url}`,
      headers: { authorization: caller.authorization, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });

  it('keeps, reads, changes and removes a parent’s addresses, named in the reader’s language', async () => {
    const parent = await client.newParent();
    expect((await send('GET', '', parent)).json().data).toEqual([]);

    const added = await send('POST', '', parent, homeIn(city.olayaId));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ succeeded: true, message: 'The address is saved.' });
    const address = added.json().data;
    expect(address).toEqual({
      id: expect.any(String),
      areaId: city.olayaId,
      areaName: 'Olaya',
      cityName: 'Riyadh',
      street: '7 Prince Sultan Road',
      building: 'Villa 3',
      notes: 'The blue gate',
    });
    // The same place again is the same address.
    const again = await send('POST', '', parent, homeIn(city.olayaId));
    expect(again.json().data.id).toBe(address.id);
    expect((await send('GET', '', parent, undefined, 'ar')).json().data).toEqual([
      { ...address, areaName: 'العليا', cityName: 'الرياض' },
    ]);

    const changed = await send('PUT', `/${address.id}`, parent, {
      ...homeIn(city.malqaId),
      building: 'Villa 9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: address.id,
      areaId: city.malqaId,
      areaName: 'Al Malqa',
      building: 'Villa 9',
    });

    const removed = await send('DELETE', `/${address.id}`, parent);
    expect(removed.statusCode).toBe(200);
    expect((await send('GET', '', parent)).json().data).toEqual([]);
    expectRefused(await send('DELETE', `/${address.id}`, parent), 404, 'address_not_found');
  });

  it('refuses an unknown area, a bad address, and more than the limit', async () => {
    const student = await client.newStudent();
    expectRefused(await send('POST', '', student, homeIn(2_000_000_000)), 400, 'area_not_found');
    const blank = await send('POST', '', student, { ...homeIn(city.olayaId), street: ' ' });
    expectRefused(blank, 400, 'validation_failed');
    expect(Object.keys(blank.json().error.details)).toEqual(['street']);
    for (let index = 0; index < maxSavedAddresses; index += 1) {
      const saved = await send('POST', '', student, {
        ...homeIn(city.olayaId),
        building: `Villa ${index}`,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    expectRefused(
      await send('POST', '', student, { ...homeIn(city.olayaId), building: 'One more' }),
      409,
      'too_many_addresses',
    );
    expect((await send('GET', '', student)).json().data).toHaveLength(maxSavedAddresses);
  });

  it('keeps each family’s addresses to itself', async () => {
    const parent = await client.newParent();
    const other = await client.newParent('Other Child');
    const tutor = await client.newTutor();
    const { id } = (await send('POST', '', parent, homeIn(city.olayaId))).json().data;
    expect((await send('GET', '', other)).json().data).toEqual([]);
    expectRefused(
      await send('PUT', `/${id}`, other, homeIn(city.malqaId)),
      404,
      'address_not_found',
    );
    expectRefused(await send('DELETE', `/${id}`, other), 404, 'address_not_found');
    expectRefused(await send('DELETE', '/not-an-id', other), 404, 'address_not_found');
    expectRefused(await send('GET', '', tutor), 403, 'forbidden');
    expect((await send('GET', '', parent)).json().data).toHaveLength(1);
  });

  it('lets a child’s own login read and add to its parent’s addresses, not change them', async () => {
    const parent = await client.newParent();
    const child = await createUserWithToken(client.app, 'Student', { fullName: 'Cami Child' });
    await client.app.db
      .update(childProfiles)
      .set({ userId: child.user.id })
      .where(eq(childProfiles.id, parent.childId));
    const { id } = (await send('POST', '', parent, homeIn(city.olayaId))).json().data;
    expect((await send('GET', '', child)).json().data).toMatchObject([{ id }]);
    const added = await send('POST', '', child, homeIn(city.malqaId));
    expect(added.statusCode).toBe(201);
    expect((await send('GET', '', parent)).json().data).toHaveLength(2);
    expectRefused(await send('PUT', `/${id}`, child, homeIn(city.malqaId)), 403, 'parent_decides');
    expectRefused(await send('DELETE', `/${id}`, child), 403, 'parent_decides');
  });
});
