import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, createTestApi, remoteProps, testLocation } from '@nutrilog/shared/test';
import { PreloadingLink } from './PreloadingLink';
import { RemoteRoot } from './RemoteRoot';

beforeAll(() => activateLocale('en-GB'));

const Routes = () => <PreloadingLink to="/products/p1">Egg</PreloadingLink>;

describe("PreloadingLink inside a remote's root", () => {
  it("asks the host's preload for its page when pointed at, focused or touched, not before", async () => {
    const preload = jest.fn();
    const user = userEvent.setup();
    render(
      <RemoteRoot
        props={remoteProps(createTestApi().api, { preload, location: testLocation('/products') })}
        Routes={Routes}
      />,
    );
    const link = screen.getByRole('link', { name: 'Egg' });
    expect(link).toHaveAttribute('href', '/products/p1');
    expect(preload).not.toHaveBeenCalled();

    await user.hover(link);
    link.focus();
    fireEvent.touchStart(link);
    expect(preload.mock.calls).toEqual([['/products/p1'], ['/products/p1'], ['/products/p1']]);
  });

  it('is a plain link under a host that does not preload (an earlier contract)', async () => {
    const user = userEvent.setup();
    render(
      <RemoteRoot props={remoteProps(createTestApi().api, { location: testLocation('/products') })} Routes={Routes} />,
    );
    await user.hover(screen.getByRole('link', { name: 'Egg' }));
    expect(screen.getByRole('link', { name: 'Egg' })).toBeInTheDocument();
  });
});
