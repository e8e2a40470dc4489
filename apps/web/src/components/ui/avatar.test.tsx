import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const srcOf = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src');

describe('a photo drawn as an avatar', () => {
  it('asks for the small photo in lists, and keeps the key of a private one', () => {
    const listed = render(<Avatar name="Layla" url="/api/v1/users/1/avatar" size="size-12" />);
    expect(srcOf(listed.container)).toMatch(/\/api\/v1\/users\/1\/avatar\?size=small$/);
    const own = render(<Avatar name="Sara" url="/api/v1/users/2/avatar?key=k1" size="size-10" />);
    expect(srcOf(own.container)).toMatch(/\/avatar\?key=k1&size=small$/);
  });

  it('asks for the large photo on a page, and draws initials without a photo', () => {
    const page = render(<Avatar name="Layla" url="/api/v1/users/1/avatar" size="size-24" />);
    expect(srcOf(page.container)).toMatch(/\/api\/v1\/users\/1\/avatar$/);
    const none = render(<Avatar name="layla  haddad omar" url={null} />);
    expect(none.container).toHaveTextContent(/^LH$/);
    const arabic = render(<Avatar name="خالد المنصوري" url={null} />);
    expect(arabic.container).toHaveTextContent(/^خا$/);
  });
});
