import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/test/app-fakes';
import { PhotoField, type ChosenPhoto } from './photo-field';

function Harness() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  return <PhotoField photo={photo} onChange={setPhoto} />;
}

function imageOf(type: string, bytes: number) {
  return new File([new Uint8Array(bytes)], 'me', { type });
}

// jsdom has no object URLs; the preview only needs one to exist.
beforeEach(async () => {
  await switchLanguage('en');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the profile photo', () => {
  it('previews a JPEG, PNG or WebP image and can remove it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Choose a photo'), imageOf('image/png', 1000));

    expect(screen.getByRole('img', { name: 'Preview of your profile photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses another type, and a file over 2 MB, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);

    await user.upload(screen.getByLabelText('Choose a photo'), imageOf('image/gif', 1000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The profile photo must be a JPEG, PNG or WebP image.',
    );

    await user.upload(
      screen.getByLabelText('Choose a photo'),
      imageOf('image/jpeg', 2 * 1024 * 1024 + 1),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The profile photo must be at most 2 MB.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
