import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { InPersonPlaces } from './in-person-places';
import { TutorSubjectPrices } from './tutor-subject-prices';

const math = {
  id: 3,
  name: 'Math',
  icon: 'calculator',
  onlinePrice: '30.00',
  offlinePrice: '45.00',
  currency: 'USD',
};

beforeAll(() => {
  initI18n();
});

describe('the profile’s in-person lessons', () => {
  it('names the areas the tutor goes to and their own place’s area, nothing more', async () => {
    await i18n.changeLanguage('en');
    render(
      <InPersonPlaces
        profile={{
          inPersonAreas: [
            { id: 11, name: 'Al Olaya' },
            { id: 2, name: 'Jeddah' },
          ],
          ownPlaceArea: { id: 12, name: 'Al Malqa' },
          addressAs: null,
        }}
      />,
    );
    const homes = screen.getByRole('list', { name: "Teaches at families' homes in" });
    expect(homes).toHaveTextContent('Al Olaya');
    expect(homes).toHaveTextContent('Jeddah');
    expect(screen.getByText('Teaches at their own place in Al Malqa')).toBeVisible();
  });

  it.each([
    ['feminine', 'تدرّس في بيوت العائلات في', 'تدرّس في مكانها في الملقا'],
    ['masculine', 'يدرّس في بيوت العائلات في', 'يدرّس في مكانه في الملقا'],
    [null, 'دروس في بيوت العائلات في', 'دروس في مكان التدريس الخاص في الملقا'],
  ] as const)('speaks of the tutor in Arabic as they asked (%s)', async (addressAs, homes, own) => {
    await i18n.changeLanguage('ar');
    render(
      <InPersonPlaces
        profile={{
          inPersonAreas: [{ id: 11, name: 'العليا' }],
          ownPlaceArea: { id: 12, name: 'الملقا' },
          addressAs,
        }}
      />,
    );
    expect(screen.getByRole('list', { name: homes })).toHaveTextContent('العليا');
    expect(screen.getByText(own)).toBeVisible();
  });

  it('shows nothing for a tutor who teaches online only', async () => {
    await i18n.changeLanguage('en');
    const { container } = render(
      <InPersonPlaces profile={{ inPersonAreas: [], ownPlaceArea: null, addressAs: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('puts both prices side by side, and no in-person price where none can be booked', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(<TutorSubjectPrices subjects={[math]} inPerson />);
    const row = screen.getByRole('row', { name: /Math/ });
    expect(row).toHaveTextContent('$30.00');
    expect(row).toHaveTextContent('$45.00');
    rerender(<TutorSubjectPrices subjects={[math]} inPerson={false} />);
    expect(screen.getByRole('row', { name: /Math/ })).toHaveTextContent('Not offered');
    expect(screen.queryByText('$45.00')).toBeNull();
  });
});
