import { screen, waitFor } from '@testing-library/react';
import { activateLocale, jsonResponse, nutrients, problemResponse, type Respond } from '@nutrilog/shared/test';
import { fakeCamera } from './camera-stand-ins-test-kit';
import { catalogs, renderCreatePage, textbox } from './product-form-test-kit';

jest.mock('../../components/camera', () => jest.requireActual('./camera-stand-ins-test-kit'));

jest.setTimeout(30_000);

const juice = {
  nutrients: nutrients({ calories: 45, totalCarbohydrates: 10.4, sugars: 8.9 }),
  unit: 'milliliter',
  foods: [],
  unmatched: [],
};

/** An answer that waits until the test releases it, so the loading state can be seen. */
function held(answer: () => Response): { respond: Respond; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { respond: () => gate.then(answer), release: () => release() };
}

describe('Fill from photo', () => {
  beforeEach(() => {
    activateLocale('en-GB', catalogs);
    fakeCamera.hasVideoInput = true;
  });
  afterAll(() => activateLocale('en-GB', catalogs));

  it('is not offered on a device without a camera', () => {
    fakeCamera.hasVideoInput = false;
    renderCreatePage(() => jsonResponse(200, juice));
    expect(screen.getByRole('button', { name: 'Fill from barcode' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill from photo' })).not.toBeInTheDocument();
  });

  it('sends the photo as a PNG file, shows that it is reading, then fills nutrients and unit', async () => {
    const answer = held(() => jsonResponse(200, juice));
    const { user, requests } = renderCreatePage(answer.respond);
    await user.click(screen.getByRole('button', { name: 'Fill from photo' }));
    await user.click(await screen.findByRole('button', { name: 'Fake capture' }));

    expect(await screen.findByRole('progressbar', { name: 'Reading the photo…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fill from photo' })).toBeDisabled();
    const [request] = requests();
    expect(request).toMatchObject({ method: 'POST', url: '/api/image_inferences', headers: { 'X-API-KEY': 'tok' } });
    const file = (request!.body as FormData).get('file') as File;
    expect(file.name).toBe('photo.png');
    expect(file.type).toBe('image/png');

    answer.release();
    await waitFor(() => expect(textbox('Calories')).toHaveValue('45'));
    expect(textbox('Sugars')).toHaveValue('8.9');
    expect(screen.getByRole('radio', { name: 'Millilitre' })).toBeChecked();
    expect(textbox('Nutrients per')).toHaveValue('100');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fake photo camera' })).not.toBeInTheDocument();
  });

  it('only stops loading when the inference fails: no message, the form unchanged', async () => {
    const answer = held(() => problemResponse(500));
    const { user } = renderCreatePage(answer.respond);
    await user.type(textbox('Calories'), '12');
    await user.click(screen.getByRole('button', { name: 'Fill from photo' }));
    await user.click(await screen.findByRole('button', { name: 'Fake capture' }));
    expect(await screen.findByRole('progressbar', { name: 'Reading the photo…' })).toBeInTheDocument();

    answer.release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Fill from photo' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(textbox('Calories')).toHaveValue('12');
    expect(screen.getByRole('radio', { name: 'Gram' })).toBeChecked();
  });
});
