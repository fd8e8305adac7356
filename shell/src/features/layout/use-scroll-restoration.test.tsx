import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollRestoration, type KeepScrollState } from './use-scroll-restoration';

function Site() {
  useScrollRestoration();
  const navigate = useNavigate();
  const keep: KeepScrollState = { keepScroll: true };
  return (
    <>
      <button type="button" onClick={() => void navigate('/b')}>
        to b
      </button>
      <button type="button" onClick={() => void navigate('/a-in-other-words', { state: keep })}>
        same page, other language
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        forward
      </button>
    </>
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

const lastScroll = () => (window.scrollTo as jest.Mock).mock.calls.at(-1);

beforeEach(() => {
  window.scrollTo = jest.fn();
  // Tall enough for any position these tests restore.
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true });
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Routes>
        <Route path="*" element={<Site />} />
      </Routes>
    </MemoryRouter>,
  );
});

it('starts a new page at the top', async () => {
  const user = userEvent.setup();
  scrollTo(800);
  await user.click(screen.getByRole('button', { name: 'to b' }));
  expect(lastScroll()).toEqual([0, 0]);
});

it('returns to the position of each entry on back and forward', async () => {
  const user = userEvent.setup();
  scrollTo(800);
  await user.click(screen.getByRole('button', { name: 'to b' }));
  scrollTo(300);

  await user.click(screen.getByRole('button', { name: 'back' }));
  expect(lastScroll()).toEqual([0, 800]);
  await user.click(screen.getByRole('button', { name: 'forward' }));
  expect(lastScroll()).toEqual([0, 300]);
});

it('leaves the position alone when the same page changes language', async () => {
  const user = userEvent.setup();
  scrollTo(800);
  (window.scrollTo as jest.Mock).mockClear();
  await user.click(screen.getByRole('button', { name: 'same page, other language' }));
  expect(window.scrollTo).not.toHaveBeenCalled();
});

it('lets the browser leave the restoring to the site', () => {
  expect(window.history.scrollRestoration).toBe('manual');
});
