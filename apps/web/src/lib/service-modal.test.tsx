import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { backgroundOf, serviceModalState, useServiceLinksOverPage } from './service-modal.ts';

function Cards() {
  const openHere = useServiceLinksOverPage();
  return (
    <div onClickCapture={openHere}>
      <Link to="/service/abc">Termite Treatment</Link>
      <Link to="/service/category/xyz">Pest Control</Link>
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <output>{JSON.stringify({ path: location.pathname, state: location.state })}</output>;
}

const where = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as unknown;

function renderCards() {
  const router = createMemoryRouter(
    [
      { path: '/business/:id', element: <Cards /> },
      { path: '/service/:id', element: <Where /> },
      { path: '/service/category/:id', element: <Where /> },
    ],
    { initialEntries: ['/business/b1?tab=all'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('service modal links', () => {
  it('a plain service link opens the modal over the page it is on', async () => {
    renderCards();
    fireEvent.click(screen.getByRole('link', { name: 'Termite Treatment' }));
    await screen.findByRole('status');
    expect(where()).toEqual({
      path: '/service/abc',
      state: { background: { pathname: '/business/b1', search: '?tab=all', hash: '' } },
    });
  });

  it('leaves links to service categories alone', async () => {
    renderCards();
    fireEvent.click(screen.getByRole('link', { name: 'Pest Control' }));
    await screen.findByRole('status');
    expect(where()).toEqual({ path: '/service/category/xyz', state: null });
  });

  it('from inside a service modal the page beneath stays the same', () => {
    const beneath = { pathname: '/Pune', search: '?type=services', hash: '' };
    const inModal = {
      pathname: '/service/abc',
      search: '',
      hash: '',
      state: { background: beneath },
    };
    expect(serviceModalState(inModal)).toEqual({ background: beneath });
    expect(backgroundOf(null)).toBeNull();
    expect(backgroundOf({ background: { pathname: 5 } })).toBeNull();
  });
});
