import type { Conversation } from '@nibras/contracts/messaging';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/test/app-fakes';
import { PeopleLine } from './people-line';

const person = { avatarUrl: null, lastReadMessageId: 0 };
// Only the participants matter to the line.
const conversation = {
  participants: [
    { ...person, id: 'a', fullName: 'Sara Ali', role: 'parent' },
    { ...person, id: 'b', fullName: 'Mona Test', role: 'tutor' },
  ],
} as Pick<Conversation, 'participants'> as Conversation;

describe('the people of a conversation', () => {
  beforeEach(() => switchLanguage('ar'));

  it('parts the Arabic "و" from a Latin name, each name isolated', () => {
    const { container } = render(<PeopleLine conversation={conversation} />);
    // Written onto "Mona Test", the "و" sat against its last letter: "Mona Testو".
    expect(container.textContent).toContain('و\u00a0\u2068Mona Test\u2069');
    expect(container.textContent).toContain('\u2068Sara Ali\u2069');
  });
});
