// "Fill from photo" on /products/create (docs/product.md#creating-a-product, docs/product.md#error-messages). The
// fake camera of this project films a nutrition label (support/label-video.ts); Capture sends the frame as a PNG to
// POST /api/image_inferences, whose offline OCR reads it, and the form is filled in for review.
import { expect, test } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import { catalog, fillInActions, textbox } from '../support/catalog';
import { USERS } from '../support/stack';

test('a photo of a nutrition label taken with the camera fills in the nutrients per 100 g', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, USERS.inference, '/products/create');
  await expectRemotePage(page, 'catalog', 'Create product');

  await (await fillInActions(page)).getByRole('button', { name: 'Fill from photo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a photo' });
  const preview = dialog.getByLabel('Camera preview');
  await expect(preview).toBeVisible();
  const capture = dialog.getByRole('button', { name: 'Capture', exact: true });
  await expect(capture).toBeEnabled();
  // As a user waits for the picture: on a busy machine the fake camera's first frame comes seconds after the
  // stream starts, and a capture before it only asks to try again.
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0))
    .toBe(true);

  const upload = page.waitForRequest((request) => request.url().endsWith('/api/image_inferences'));
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/image_inferences'));
  await capture.click();
  expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect((await answer).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // What the label says (support/label-video.ts).
  await expect(catalog(page).getByRole('radio', { name: 'Gram', exact: true })).toBeChecked();
  for (const [label, value] of Object.entries({
    Calories: '430',
    Fat: '17',
    'Saturated fat': '9.5',
    Carbohydrates: '62',
    Sugars: '30',
    Fibres: '3',
    Proteins: '6.5',
    Salt: '0.8',
  })) {
    await expect(textbox(catalog(page), label)).toHaveValue(value);
  }
});
