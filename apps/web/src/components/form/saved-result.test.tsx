import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncer } from '@/components/ui/live-announcer';
import { SavedResult, type SaveOutcome } from './saved-result';

function SaveTwice() {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setOutcome((last) => ({ message: 'Saved.', id: (last?.id ?? 0) + 1 }))}
      >
        Save
      </button>
      <SavedResult outcome={outcome} />
      <LiveAnnouncer />
    </>
  );
}

describe('SavedResult', () => {
  it('takes focus and is read by the one polite live region, each time a save answers', async () => {
    const user = userEvent.setup();
    render(<SaveTwice />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const result = screen.getByText('Saved.', { selector: 'p' });
    expect(result).toHaveFocus();
    expect(region).toHaveTextContent('Saved.');
    const first = region.firstElementChild;

    // The same words again are a new message: a new node that a screen reader reads again.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(result).toHaveFocus();
    expect(region.firstElementChild).not.toBe(first);
    expect(region).toHaveTextContent('Saved.');
  });
});
