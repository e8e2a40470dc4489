import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoUploadButton } from './photo-upload-button';
import { accountLimits } from '@nibras/contracts/auth';
import { sharedMessages } from '@nibras/contracts/i18n/shared-messages';
import { toast } from 'sonner';
import { switchLanguage } from '@/test/app-fakes';

const labels = { id: 'photo', label: 'Change photo', pendingLabel: 'Uploading…' };

describe('the photo upload button', () => {
  it('hands over the chosen file and empties the input, so the same file can be chosen again', async () => {
    const onChoose = vi.fn();
    render(<PhotoUploadButton {...labels} pending={false} onChoose={onChoose} />);
    const input = screen.getByLabelText<HTMLInputElement>('Change photo');
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    expect(onChoose).toHaveBeenCalledWith(photo);
    expect(input.value).toBe('');
    await userEvent.upload(input, photo);
    expect(onChoose).toHaveBeenCalledTimes(2);
  });

  it('sends no file the server would refuse, and says why', async () => {
    await switchLanguage('en');
    const onChoose = vi.fn();
    const refused = vi.spyOn(toast, 'error');
    render(<PhotoUploadButton {...labels} pending={false} onChoose={onChoose} />);
    const input = screen.getByLabelText<HTMLInputElement>('Change photo');
    const huge = new File([new Uint8Array(accountLimits.photoMaxBytes + 1)], 'me.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, huge);
    expect(onChoose).not.toHaveBeenCalled();
    expect(refused).toHaveBeenCalledWith(sharedMessages.en.errors.photo_too_large);
    refused.mockRestore();
  });

  it('says it is uploading and takes no other file meanwhile', () => {
    render(<PhotoUploadButton {...labels} pending onChoose={vi.fn()} />);
    expect(screen.getByLabelText('Uploading…')).toBeDisabled();
  });
});
