import { Button } from '@fluentui/react-components';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@nutrilog/shared/api-client';
import type { RecipeInput } from '@nutrilog/shared/schemas';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { RecipeDialog, type RecipeDialogProps } from './RecipeDialog';

jest.setTimeout(20_000);

type Submit = jest.Mock<Promise<void>, [RecipeInput]>;
const succeeding = (): Submit => jest.fn<Promise<void>, [RecipeInput]>(() => Promise.resolve());
const failing = (error: unknown): Submit => jest.fn<Promise<void>, [RecipeInput]>(() => Promise.reject(error));

function setup(onSubmit: Submit, props: Partial<RecipeDialogProps> = {}) {
  renderWithProviders(
    <RecipeDialog trigger={<Button>Add recipe</Button>} title="New recipe" onSubmit={onSubmit} {...props} />,
    {
      api: createTestApi().api,
      route: null,
    },
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>, trigger = 'Add recipe') {
  // After a dialog closes, Fluent's focus manager un-hides the page a moment later.
  await user.click(await screen.findByRole('button', { name: trigger }));
  return screen.findByRole('dialog');
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('RecipeDialog', () => {
  beforeEach(() => activateLocale('en-GB'));

  it('starts a new recipe in grams with unit size 100, and saves what was typed', async () => {
    const onSubmit = succeeding();
    const user = setup(onSubmit);
    const dialog = await open(user);
    expect(within(dialog).getByRole('heading', { name: 'New recipe' })).toBeInTheDocument();
    const unit = within(dialog).getByRole('combobox', { name: 'Unit' });
    expect(unit).toHaveDisplayValue('Gram');
    const unitSize = within(dialog).getByRole('textbox', { name: 'Unit size' });
    expect(unitSize).toHaveValue('100');
    expect(unitSize.parentElement).toHaveTextContent('g');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Tomato soup ');
    await user.selectOptions(unit, 'Millilitre');
    expect(unitSize.parentElement).toHaveTextContent('ml');
    await user.clear(unitSize);
    await user.type(unitSize, '1500,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Tomato soup', unit: 'milliliter', unitSize: 1500.5 }),
    );
    await closed();
  });

  it('says what is wrong and does not submit an empty name or a zero unit size', async () => {
    const onSubmit = succeeding();
    const user = setup(onSubmit);
    const dialog = await open(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Unit size' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Unit size must be greater than 0.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("starts from the recipe's values when editing, and again after a cancelled change", async () => {
    const onSubmit = succeeding();
    const initial: RecipeInput = { name: 'Porridge', unit: 'milliliter', unitSize: 350 };
    const user = setup(onSubmit, { trigger: <Button>Edit recipe</Button>, title: 'Edit recipe', initial });
    let dialog = await open(user, 'Edit recipe');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();

    dialog = await open(user, 'Edit recipe');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Porridge');
    expect(within(dialog).getByRole('combobox', { name: 'Unit' })).toHaveDisplayValue('Millilitre');
    expect(within(dialog).getByRole('textbox', { name: 'Unit size' })).toHaveValue('350');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(initial));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the API's violations next to their fields and stays open", async () => {
    const problem = {
      type: '/api/errors/422',
      title: 'Unprocessable',
      status: 422,
      violations: [{ propertyPath: 'unitSize', message: 'Unit size must be greater than 0.' }],
    };
    const user = setup(failing(new ApiError(422, problem)));
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Soup');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Unit size must be greater than 0.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('The recipe could not be saved.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says that saving failed when the API fails otherwise, and stays open', async () => {
    const user = setup(failing(new ApiError(500, null)));
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Soup');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The recipe could not be saved. Try again.');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Soup');
  });
});
