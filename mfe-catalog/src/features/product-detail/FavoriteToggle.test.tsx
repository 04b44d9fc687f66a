import { screen, waitFor } from '@testing-library/react';
import { activateLocale, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import { apiAnswering, catalogs, PRODUCT_PATH, product, renderDetail, writes } from './product-detail-test-kit';

jest.setTimeout(20_000);

const TOGGLE = `PATCH ${PRODUCT_PATH}/toggle_favorite`;

describe('Favourite toggle on the product detail', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));

  it('shows whether the product is a favourite', async () => {
    renderDetail(apiAnswering({ [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ favorite: true })) }));
    expect(await screen.findByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the API to toggle with an empty body, pressed at once, and refreshes the product', async () => {
    let answer: (response: Response) => void = () => undefined;
    let favorite = false;
    const { requests, user } = renderDetail(
      apiAnswering({
        [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ favorite })),
        [TOGGLE]: () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    const toggle = await screen.findByRole('button', { name: 'Favourite' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(writes(requests())).toEqual([
      expect.objectContaining({ method: 'PATCH', url: `${PRODUCT_PATH}/toggle_favorite`, body: {} }),
    ]);
    expect(writes(requests())[0]!.headers['Content-Type']).toBe('application/merge-patch+json');

    favorite = true;
    answer(jsonResponse(200, product({ favorite: true })));
    await waitFor(() => expect(requests().filter((request) => request.url === PRODUCT_PATH)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to the old state and says so when the API refuses', async () => {
    const { notify, user } = renderDetail(apiAnswering({ [TOGGLE]: () => problemResponse(500) }));
    const toggle = await screen.findByRole('button', { name: 'Favourite' });

    await user.click(toggle);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ intent: 'error', title: 'The favourite could not be changed. Try again.' }),
    );
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
  });
});
