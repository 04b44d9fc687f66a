import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import { apiAnswering, catalogs, PRODUCT_PATH, product, renderDetail, slice, writes } from './product-detail-test-kit';

jest.setTimeout(20_000);

const SLICE_PATH = slice['@id'];

async function openEditDialog(user: ReturnType<typeof renderDetail>['user']) {
  const portion = await screen.findByRole('group', { name: '1 slice (35 g)' });
  await user.click(within(portion).getByRole('button', { name: 'Edit portion' }));
  return screen.findByRole('dialog', { name: 'Edit portion' });
}

describe('Editing a portion on the product detail', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));

  it("patches the portion's name and amount, says so, and shows the new values", async () => {
    let portions = [slice];
    const { notify, requests, user } = renderDetail(
      apiAnswering({
        [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ portions })),
        [`PATCH ${SLICE_PATH}`]: () => {
          portions = [{ ...slice, name: '1 thick slice', amount: 50 }];
          return jsonResponse(200, { '@context': '/api/contexts/Portion', ...portions[0] });
        },
      }),
    );
    const dialog = await openEditDialog(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(name).toHaveValue('1 slice');
    expect(amount).toHaveValue('35');

    await user.clear(name);
    await user.type(name, '1 thick slice');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Portion updated' }));
    const [patch] = writes(requests());
    expect(patch).toMatchObject({ method: 'PATCH', url: SLICE_PATH, body: { name: '1 thick slice', amount: 50 } });
    expect(patch!.headers['Content-Type']).toBe('application/merge-patch+json');
    expect(await screen.findByRole('button', { name: '1 thick slice (50 g)' })).toBeInTheDocument();
  });

  it('says what is wrong and keeps the dialog open', async () => {
    const { requests, user } = renderDetail();
    const dialog = await openEditDialog(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be greater than 0.')).toBeInTheDocument();
    expect(writes(requests())).toEqual([]);
  });

  it("shows the API's violations next to the fields", async () => {
    const { user } = renderDetail(
      apiAnswering({
        [`PATCH ${SLICE_PATH}`]: () =>
          jsonResponse(
            422,
            {
              type: '/api/errors/422',
              title: 'Unprocessable',
              status: 422,
              violations: [{ propertyPath: 'amount', message: 'Amount must be greater than 0.' }],
            },
            'application/problem+json',
          ),
      }),
    );
    const dialog = await openEditDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Amount must be greater than 0.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the dialog open with an error when saving fails', async () => {
    const { notify, user } = renderDetail(apiAnswering({ [`PATCH ${SLICE_PATH}`]: () => problemResponse(500) }));
    const dialog = await openEditDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The portion could not be saved. Try again.')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });
});
