import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, fakeDateOnly, jsonResponse, problemResponse, type Respond } from '@nutrilog/shared/test';
import {
  backend,
  catalogs,
  n,
  NOW,
  previewRow,
  renderAt,
  requestsTo,
  textbox,
  typeToggle,
  type User,
} from './intake-log-form-test-kit';

jest.setTimeout(30_000);

const banana = {
  description: 'Banana',
  nutrients: n({ calories: 105, totalCarbohydrates: 27, proteins: 1.3, water: 89 }),
  foods: [],
  unmatched: [],
};

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Fill from text' }));
  return screen.findByRole('dialog', { name: 'Fill from text' });
}

async function generate(user: User, prompt: string) {
  const dialog = await openDialog(user);
  await user.type(within(dialog).getByRole('textbox', { name: 'Prompt' }), prompt);
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  return dialog;
}

/** Closed, and the page behind it is back in the accessibility tree. */
const closed = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

const renderWith = (infer: Respond) => renderAt('/create-intake-log', backend({ infer }));

describe('Fill from text (intake log)', () => {
  beforeEach(() => {
    fakeDateOnly(NOW);
    activateLocale('en-GB', catalogs);
  });
  afterEach(() => jest.useRealTimers());

  it('asks for a prompt before generating anything', async () => {
    const { user, requests } = renderWith(() => jsonResponse(200, banana));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Prompt is required.')).toBeInTheDocument();
    expect(requestsTo(requests(), 'POST', '/api/intake_logs/inference')).toHaveLength(0);
  });

  it('makes the log a manual one with the description and nutrients of the answer, and closes', async () => {
    const { user, requests } = renderWith(() => jsonResponse(200, banana));
    await generate(user, 'a large banana');
    await closed();

    expect(requestsTo(requests(), 'POST', '/api/intake_logs/inference')[0]!.body).toEqual({ prompt: 'a large banana' });
    expect(typeToggle('Manual')).toHaveAttribute('aria-pressed', 'true');
    expect(textbox('Description')).toHaveValue('Banana');
    expect(textbox('Calories')).toHaveValue('105');
    expect(textbox('Carbohydrates')).toHaveValue('27');
    expect(textbox('Proteins')).toHaveValue('1.3');
    expect(textbox('Water')).toHaveValue('89');
    expect(textbox('Fat')).toHaveValue('');
    expect(previewRow('Calories')[0]).toBe('105 kcal');
  });

  it('fills the form, stays open and names what was not recognised, until closed', async () => {
    const { user } = renderWith(() => jsonResponse(200, { ...banana, unmatched: ['a bowl of xyzzy'] }));
    const dialog = await generate(user, 'a large banana and a bowl of xyzzy');

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Filled in without what was not recognised: “a bowl of xyzzy”. ' +
        'Change the prompt and generate again, or close and add it by hand.',
    );
    expect(screen.getByRole('textbox', { name: 'Description', hidden: true })).toHaveValue('Banana');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    expect(textbox('Calories')).toHaveValue('105');
  });

  it.each([
    ['the endpoint is missing (404)', () => problemResponse(404)],
    ['the server fails (500)', () => problemResponse(500)],
    ['the answer has no nutrients', () => jsonResponse(200, { description: 'Banana' })],
  ])("says 'Failed to generate intake log data' in a red alert and stays open when %s", async (_, answer: Respond) => {
    const { user } = renderWith(answer);
    const dialog = await generate(user, 'a large banana');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to generate intake log data');
    expect(screen.getByRole('dialog', { name: 'Fill from text' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Prompt' })).toHaveValue('a large banana');
    // The page behind the open dialog is left as it was.
    const types = screen.getByRole('group', { name: 'Type', hidden: true });
    expect(within(types).getByRole('button', { name: 'Product', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
