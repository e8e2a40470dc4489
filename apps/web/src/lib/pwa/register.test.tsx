import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { skipWaitingMessage } from './messages';
import { registerServiceWorker } from './register';

/**
 * The update of the installed app (issue 33, decision 0031): a new version installs in the
 * background and waits; the person is told and chooses when to move to it. The browser's
 * service worker objects are stood in for by event targets shaped like them (jsdom has none).
 */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new version of sw.js and starts installing it. */
  found() {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  constructor(public controller: object | null) {
    super();
  }
}

async function registered(controller: object | null) {
  const container = new FakeContainer(controller);
  await registerServiceWorker(container as unknown as ServiceWorkerContainer);
  return container;
}

beforeAll(() => {
  initI18n();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a new version of the installed app', () => {
  it('registers the worker for the whole site', async () => {
    const container = await registered(null);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('is offered once it waits, and only "Reload" moves to it', async () => {
    render(<Toaster />);
    const container = await registered({});
    const worker = container.registration.found();
    worker.install();

    expect(await screen.findByText('A new version of Nibras is ready')).toBeVisible();
    expect(worker.postMessage).not.toHaveBeenCalled();
    // A click, not a pointer sequence: the toast's swipe handling asks jsdom for pointer capture.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
  });

  it('is offered in Arabic to an Arabic reader, also when it was already waiting', async () => {
    await i18n.changeLanguage('ar');
    render(<Toaster />);
    const container = new FakeContainer({});
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);

    expect(await screen.findByText('نسخة جديدة من نبراس جاهزة')).toBeVisible();
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
  });
});
