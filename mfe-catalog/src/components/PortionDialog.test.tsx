import { Button } from '@fluentui/react-components';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@nutrilog/shared/api-client';
import type { PortionInput } from '@nutrilog/shared/schemas';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { PortionDialog, type PortionDialogProps } from './PortionDialog';

jest.setTimeout(20_000);

type Submit = jest.Mock<Promise<void>, [PortionInput]>;
const succeeding = (): Submit => jest.fn<Promise<void>, [PortionInput]>(() => Promise.resolve());
const failing = (error: unknown): Submit => jest.fn<Promise<void>, [PortionInput]>(() => Promise.reject(error));

function setup(onSubmit: Submit, props: Partial<PortionDialogProps> = {}) {
  renderWithProviders(
    <PortionDialog
      trigger={<Button>Add portion</Button>}
      title="New portion"
      unit="gram"
      onSubmit={onSubmit}
      {...props}
    />,
    {
      api: createTestApi().api,
      route: null,
    },
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>, trigger = 'Add portion') {
  // Fluent gives the page back to assistive technology a moment after a dialog closes.
  await user.click(await screen.findByRole('button', { name: trigger }));
  return screen.findByRole('dialog');
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('PortionDialog', () => {
  beforeEach(() => activateLocale('en-GB'));

  it('saves the typed name and amount (comma or dot) and closes', async () => {
    const onSubmit = succeeding();
    const user = setup(onSubmit);
    const dialog = await open(user);
    expect(within(dialog).getByRole('heading', { name: 'New portion' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('g');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  1 slice ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '35,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '1 slice', amount: 35.5 }));
    await closed();
  });

  it('shows the unit of a liquid after the amount', async () => {
    const user = setup(succeeding(), { unit: 'milliliter' });
    const dialog = await open(user);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount.parentElement).toHaveTextContent('ml');
  });

  it('says what is wrong and does not submit an empty name or a zero amount', async () => {
    const onSubmit = succeeding();
    const user = setup(onSubmit);
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be greater than 0.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("starts from the portion's values when editing", async () => {
    const onSubmit = succeeding();
    const user = setup(onSubmit, {
      trigger: <Button>Edit portion</Button>,
      title: 'Edit portion',
      initial: { name: '1 bowl', amount: 40 },
    });
    const dialog = await open(user, 'Edit portion');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('1 bowl');
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('40');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '1 bowl', amount: 40 }));
  });

  it("stays open and shows the API's violations on their fields", async () => {
    const problem = {
      type: '/api/errors/422',
      title: 'Unprocessable',
      status: 422,
      violations: [{ propertyPath: 'name', message: 'Name is required.' }],
    };
    const onSubmit = failing(new ApiError(422, problem));
    const user = setup(onSubmit);
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).queryByText('The portion could not be saved. Try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open with a general error when saving fails otherwise', async () => {
    const onSubmit = failing(new ApiError(500, null));
    const user = setup(onSubmit);
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '1 cup');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The portion could not be saved. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts afresh when opened again after a cancel', async () => {
    const user = setup(failing(new ApiError(500, null)), { initial: { name: '1 bowl', amount: 40 } });
    let dialog = await open(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();

    dialog = await open(user);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('1 bowl');
    expect(within(dialog).queryByText('Name is required.')).not.toBeInTheDocument();
  });
});
