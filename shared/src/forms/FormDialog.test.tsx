import { Button } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { ApiError } from '../api-client/errors';
import { ControlledTextField } from './ControlledTextField';
import { FormDialog } from './FormDialog';
import { FormDialogBody } from './FormDialogBody';
import { useDialogForm } from './useDialogForm';

const schema = v.object({ name: v.pipe(v.string(), v.minLength(1, 'Enter a name')) });
type NameInput = v.InferOutput<typeof schema>;
const resolver = valibotResolver(schema) as Resolver<NameInput>;

interface Handlers {
  onSubmit: (values: NameInput) => Promise<void>;
  onDelete?: () => Promise<void>;
}

function NameForm({ onSubmit, onDelete, onDone }: Handlers & { onDone: () => void }) {
  const { form, busy, body } = useDialogForm<NameInput>({
    resolver,
    defaultValues: { name: 'Soup' },
    fields: ['name'],
    saveFailure: 'Not saved',
    deleteFailure: 'Not deleted',
    onSubmit,
    onDone,
    onDelete,
  });
  return (
    <FormDialogBody title="Name" {...body}>
      <ControlledTextField control={form.control} name="name" label="Name" disabled={busy} />
    </FormDialogBody>
  );
}

function renderDialog(handlers: Handlers) {
  activateLocale('en-GB');
  renderWithProviders(
    <FormDialog trigger={<Button>Open</Button>}>{(close) => <NameForm {...handlers} onDone={close} />}</FormDialog>,
    { api: createTestApi().api, route: null },
  );
  return userEvent.setup();
}

const violation = (propertyPath: string, message: string) =>
  new ApiError(422, {
    type: '/errors/422',
    title: 'Unprocessable',
    status: 422,
    violations: [{ propertyPath, message }],
  });

describe('FormDialog', () => {
  it('opens a fresh form each time: what was typed in a cancelled dialog is gone', async () => {
    const user = renderDialog({ onSubmit: jest.fn() });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Stew');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Soup');
  });

  it('saves and closes; without onDelete there is no Delete button', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const user = renderDialog({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Soup' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the API's violations on their fields and says the rest above them, staying open", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(violation('name', 'This name is taken'))
      .mockRejectedValueOnce(violation('owner', 'Not yours'));
    const user = renderDialog({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is taken')).toBeInTheDocument();
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes and closes, or says it could not and stays open', async () => {
    const onDelete = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const user = renderDialog({ onSubmit: jest.fn(), onDelete });
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Not deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(2);
  });
});
