import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import {
  apiAnswering,
  catalogs,
  COPY_UUID,
  PRODUCT_PATH,
  product,
  renderDetail,
  slice,
  UUID,
  writes,
} from './product-detail-test-kit';

jest.setTimeout(20_000);

const COPY_PATH = `/api/products/${COPY_UUID}`;
const BOWL = {
  ...slice,
  '@id': '/api/portions/3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b04',
  uuid: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b04',
  name: '1 bowl',
  amount: 40.5,
};

describe('Product detail actions', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));

  describe('Add portion', () => {
    it('creates a portion of this product, says so, and shows it after refreshing', async () => {
      let portions = [slice];
      const { notify, requests, user } = renderDetail(
        apiAnswering({
          [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ portions })),
          'POST /api/portions': () => {
            portions = [slice, BOWL];
            return jsonResponse(201, { '@context': '/api/contexts/Portion', ...BOWL });
          },
        }),
      );
      await user.click(await screen.findByRole('button', { name: 'Add portion' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add portion' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '1 bowl');
      await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '40,5');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Portion created' }));
      expect(writes(requests())).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/api/portions',
          body: { name: '1 bowl', amount: 40.5, product: PRODUCT_PATH },
        }),
      ]);
      expect(await screen.findByRole('button', { name: '1 bowl (40.5 g)' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('says what is wrong with an empty name and amount, without asking the API', async () => {
      const { requests, user } = renderDetail();
      await user.click(await screen.findByRole('button', { name: 'Add portion' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add portion' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
      expect(within(dialog).getByText('Amount must be greater than 0.')).toBeInTheDocument();
      expect(writes(requests())).toEqual([]);
    });
  });

  describe('Duplicate', () => {
    const copy = product({ '@id': COPY_PATH, uuid: COPY_UUID, name: 'Oats (copy)' });

    async function duplicate(uncheck: boolean) {
      const rendered = renderDetail(
        apiAnswering({
          [`POST ${PRODUCT_PATH}/duplicate`]: () => jsonResponse(201, copy),
          [`GET ${COPY_PATH}`]: () => jsonResponse(200, copy),
        }),
      );
      const { user } = rendered;
      await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
      const dialog = await screen.findByRole('dialog', { name: 'Duplicate “Oats”' });
      const checkbox = within(dialog).getByRole('checkbox', { name: 'Copy portions' });
      expect(checkbox).toBeChecked();
      if (uncheck) await user.click(checkbox);
      await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
      return rendered;
    }

    it('copies the portions by default, says so and opens the copy', async () => {
      const { notify, requests } = await duplicate(false);
      expect(await screen.findByRole('heading', { level: 1, name: 'Oats (copy)' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(`/products/${COPY_UUID}`);
      expect(writes(requests())).toEqual([
        expect.objectContaining({ method: 'POST', url: `${PRODUCT_PATH}/duplicate`, body: { copyPortions: true } }),
      ]);
      expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product created' });
    });

    it('leaves the portions out when unchecked', async () => {
      const { requests } = await duplicate(true);
      expect(await screen.findByRole('heading', { level: 1, name: 'Oats (copy)' })).toBeInTheDocument();
      expect(writes(requests())).toEqual([
        expect.objectContaining({ url: `${PRODUCT_PATH}/duplicate`, body: { copyPortions: false } }),
      ]);
    });

    it('starts checked again when reopened after a cancel', async () => {
      const { user } = renderDetail();
      await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
      let dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('checkbox', { name: 'Copy portions' }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // Fluent gives the page back to assistive technology a moment after a dialog closes.
      await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
      dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('checkbox', { name: 'Copy portions' })).toBeChecked();
    });

    it('stays on the product with an error when duplicating fails', async () => {
      const { user } = renderDetail(apiAnswering({ [`POST ${PRODUCT_PATH}/duplicate`]: () => problemResponse(500) }));
      await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

      expect(await within(dialog).findByText('The product could not be duplicated. Try again.')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(`/products/${UUID}`);
    });
  });

  describe('Delete', () => {
    it('asks first, then deletes, says so and goes to the product list', async () => {
      const { notify, requests, user } = renderDetail(
        apiAnswering({ [`DELETE ${PRODUCT_PATH}`]: () => jsonResponse(204) }),
      );
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent("You're about to permanently delete “Oats”.");
      expect(dialog).toHaveTextContent('This action cannot be reversed.');
      expect(writes(requests())).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('heading', { name: 'Products stub' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
      expect(writes(requests())).toEqual([expect.objectContaining({ method: 'DELETE', url: PRODUCT_PATH })]);
      expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product deleted' });
      // The deleted product is not asked for again.
      expect(requests().filter((request) => request.url === PRODUCT_PATH && request.method === 'GET')).toHaveLength(1);
    });

    it('stays on the product and says so when deleting fails', async () => {
      const { notify, user } = renderDetail(apiAnswering({ [`DELETE ${PRODUCT_PATH}`]: () => problemResponse(500) }));
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({ intent: 'error', title: 'The product could not be deleted. Try again.' }),
      );
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(`/products/${UUID}`);
    });
  });
});
