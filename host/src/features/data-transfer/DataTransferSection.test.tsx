import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  renderWithProviders,
  type TestRequest,
} from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { DataTransferSection } from './DataTransferSection';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const problem = (status: number, extra: Record<string, unknown> = {}) =>
  jsonResponse(status, { type: `/api/errors/${status}`, title: 'Error', status, ...extra }, 'application/problem+json');

function fileResponse(body: string, type: string, filename: string) {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"` },
  });
}

function renderSection(respond: (request: TestRequest) => Response) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(<DataTransferSection />, { api: testApi.api });
  return { ...testApi, ...result, user: userEvent.setup() };
}

const jsonFile = (text = '{"format":"nutrilog-export"}') =>
  new File([text], 'export.json', { type: 'application/json' });
const csvFile = (text = 'date,weight\n2024-05-01,80\n') => new File([text], 'weight.csv', { type: 'text/csv' });

describe('DataTransferSection', () => {
  const saved: { href: string; download: string }[] = [];
  let clicks: jest.SpyInstance;

  beforeEach(() => {
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:nutrilog/1');
    URL.revokeObjectURL = jest.fn();
    clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => clicks.mockRestore());

  it('is a section "Your data" with three downloads and two labelled file inputs', () => {
    renderSection(() => problem(404));
    const section = screen.getByRole('region', { name: 'Your data' });
    for (const name of ['Download all data (JSON)', 'Download intake logs (CSV)', 'Download weight logs (CSV)']) {
      expect(within(section).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(section).getByLabelText('Import an export (JSON)')).toHaveAttribute('type', 'file');
    expect(within(section).getByLabelText('Import weight logs (CSV)')).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('downloads the JSON export with the token and saves it under the name the API gives', async () => {
    const { user, requests } = renderSection(() =>
      fileResponse('{"format":"nutrilog-export"}', 'application/json', 'nutrilog-export-2024-05-01.json'),
    );

    await user.click(screen.getByRole('button', { name: 'Download all data (JSON)' }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:nutrilog/1', download: 'nutrilog-export-2024-05-01.json' }]),
    );
    expect(requests()).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/export',
        headers: expect.objectContaining({ 'X-API-KEY': 'tok' }),
      }),
    ]);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    await expect(blob.text()).resolves.toBe('{"format":"nutrilog-export"}');
  });

  it("downloads the CSV files with the browser's time zone", async () => {
    const { user, requests } = renderSection(() => fileResponse('date,weight\r\n', 'text/csv; charset=utf-8', 'w.csv'));

    await user.click(screen.getByRole('button', { name: 'Download weight logs (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download intake logs (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(requests().map((request) => request.url)).toEqual([
      `/api/export/weight_logs.csv?timezone=${encodeURIComponent(TIME_ZONE)}`,
      `/api/export/intake_logs.csv?timezone=${encodeURIComponent(TIME_ZONE)}`,
    ]);
  });

  it('says so under the buttons when a download fails', async () => {
    const { user } = renderSection(() => problem(500));
    await user.click(screen.getByRole('button', { name: 'Download all data (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The download failed. Try again.');
    expect(saved).toEqual([]);
  });

  describe('importing an export', () => {
    it('posts the file as JSON and confirms with a toast', async () => {
      const { user, requests, notify } = renderSection(() =>
        jsonResponse(200, {
          '@type': 'DataImport',
          products: 1,
          portions: 0,
          recipes: 0,
          recipeItems: 0,
          intakeLogs: 0,
          goals: 0,
          weightLogs: 0,
        }),
      );

      const file = jsonFile();
      await user.upload(screen.getByLabelText('Import an export (JSON)'), file);

      await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Your data was imported' }));
      expect(requests()[0]).toMatchObject({
        method: 'POST',
        url: '/api/import',
        headers: { 'Content-Type': 'application/json', 'X-API-KEY': 'tok' },
      });
      expect(requests()[0]?.body).toBe(file); // the file as it is
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('explains a refusal of an account with data next to the input', async () => {
      const { user, notify } = renderSection(() => problem(409, { detail: 'Your account already has data.' }));
      await user.upload(screen.getByLabelText('Import an export (JSON)'), jsonFile());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your account already has data: an export can only be imported ' +
          'into an account without any products, recipes, logs or goals.',
      );
      expect(screen.getByLabelText('Import an export (JSON)')).toHaveAttribute('aria-invalid', 'true');
      expect(notify).not.toHaveBeenCalled();
    });

    it('lists the violations in words, at most five, and how many more', async () => {
      const violations = [
        { propertyPath: 'weightLogs[1].weight', message: 'Weight must be greater than 25.' },
        { propertyPath: 'intakeLogs[0].productUuid', message: 'No product in the file has this UUID.' },
        { propertyPath: 'version', message: "This export's version cannot be read: this Nutrilog reads version 1." },
        ...[2, 3, 4, 5].map((index) => ({ propertyPath: `products[${index}].name`, message: 'Name is required.' })),
      ];
      const { user } = renderSection(() => problem(422, { violations }));

      await user.upload(screen.getByLabelText('Import an export (JSON)'), jsonFile());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Nothing was imported. The file has these problems:');
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Weight log 2, weight: Weight must be greater than 25.',
        'Intake log 1, productUuid: No product in the file has this UUID.',
        "version: This export's version cannot be read: this Nutrilog reads version 1.",
        'Product 3, name: Name is required.',
        'Product 4, name: Name is required.',
        '… and 2 more.',
      ]);
    });

    it('says when the file is not JSON', async () => {
      const { user } = renderSection(() => problem(400));
      await user.upload(screen.getByLabelText('Import an export (JSON)'), jsonFile('{oops'));
      expect(await screen.findByRole('alert')).toHaveTextContent('The file is not valid JSON.');
    });

    it('refuses a file above 32 MB without sending it', async () => {
      const { user, requests } = renderSection(() => problem(500));
      const big = jsonFile();
      Object.defineProperty(big, 'size', { value: 32 * 1024 * 1024 + 1 });

      await user.upload(screen.getByLabelText('Import an export (JSON)'), big);

      expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: it may be at most 32 MB.');
      expect(requests()).toEqual([]);
    });

    it('clears the last problem when a file is imported after it', async () => {
      let status = 400;
      const { user, notify } = renderSection(() =>
        status === 400
          ? problem(400)
          : jsonResponse(200, {
              '@type': 'DataImport',
              products: 0,
              portions: 0,
              recipes: 0,
              recipeItems: 0,
              intakeLogs: 0,
              goals: 0,
              weightLogs: 0,
            }),
      );
      const input = screen.getByLabelText('Import an export (JSON)');
      await user.upload(input, jsonFile('{oops'));
      await screen.findByRole('alert');
      status = 200;
      await user.upload(input, jsonFile());
      await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Your data was imported' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('importing weight logs', () => {
    it("posts the CSV as is, as text/csv with the browser's time zone; tells what was imported, skipped", async () => {
      const { user, requests, notify } = renderSection(() =>
        jsonResponse(200, { '@type': 'WeightLogImport', imported: 3, skipped: 1 }),
      );
      const text = 'date,weight\n2024-05-01,80\n';

      const file = csvFile(text);
      await user.upload(screen.getByLabelText('Import weight logs (CSV)'), file);

      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          intent: 'success',
          title: '3 weight logs imported, 1 was logged already',
        }),
      );
      expect(requests()[0]).toMatchObject({
        method: 'POST',
        url: `/api/import/weight_logs.csv?timezone=${encodeURIComponent(TIME_ZONE)}`,
        headers: { 'Content-Type': 'text/csv' },
      });
      // The bytes as saved, not the browser's reading of them as UTF-8: the API reads an older Excel's Windows-1252.
      expect(requests()[0]?.body).toBe(file);
    });

    it('refreshes the weight logs read before, whatever their query', async () => {
      let stored = 0;
      const testApi = createTestApi({
        token: 'tok',
        respond: ({ method, url }: TestRequest) => {
          if (method === 'GET' && url.startsWith('/api/weight_logs'))
            return jsonResponse(200, { member: [], totalItems: stored });
          stored = 2;
          return jsonResponse(200, { '@type': 'WeightLogImport', imported: 2, skipped: 0 });
        },
      });
      function WeightCount() {
        const { data } = useSWR<{ totalItems: number }>(['/api/weight_logs', { 'order[date]': 'desc' }]);
        return <p>{`${data?.totalItems ?? '…'} weight logs`}</p>;
      }
      renderWithProviders(
        <>
          <WeightCount />
          <DataTransferSection />
        </>,
        { api: testApi.api },
      );
      expect(await screen.findByText('0 weight logs')).toBeInTheDocument();

      await userEvent.setup().upload(screen.getByLabelText('Import weight logs (CSV)'), csvFile());

      expect(await screen.findByText('2 weight logs')).toBeInTheDocument();
    });

    it('says one weight log when one was imported', async () => {
      const { user, notify } = renderSection(() =>
        jsonResponse(200, { '@type': 'WeightLogImport', imported: 1, skipped: 0 }),
      );
      await user.upload(screen.getByLabelText('Import weight logs (CSV)'), csvFile());
      await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: '1 weight log imported' }));
    });

    it('names the row and column of each bad row, in Dutch too', async () => {
      activateLocale('nl-NL', { 'en-GB': en, 'nl-NL': nl });
      const violations = [
        { propertyPath: 'rows[3].weight', message: 'Weight must be greater than 25.' },
        {
          propertyPath: 'rows[1].kilos',
          message: 'This column is not one of date, time, weight, unit, body_fat_percentage.',
        },
        { propertyPath: 'rows[4]', message: 'This row is not valid CSV: check its quotes.' },
        {
          propertyPath: '',
          message: 'The file has no weight logs: it needs a header row and at least one row below it.',
        },
      ];
      const { user } = renderSection(() => problem(422, { violations }));

      await user.upload(screen.getByLabelText('Gewichtsmetingen importeren (CSV)'), csvFile());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Er is niets geïmporteerd. Het bestand heeft deze problemen:');
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Rij 3, kolom weight: Gewicht moet groter zijn dan 25.',
        'Rij 1, kolom kilos: Deze kolom is niet een van date, time, weight, unit, body_fat_percentage.',
        'Rij 4: Deze regel is geen geldige CSV: controleer de aanhalingstekens.',
        'Het bestand bevat geen gewichtsmetingen: het heeft een kopregel nodig en ten minste één regel daaronder.',
      ]);
    });

    it('refuses a file above 2 MB without sending it', async () => {
      const { user, requests } = renderSection(() => problem(500));
      const big = csvFile();
      Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
      await user.upload(screen.getByLabelText('Import weight logs (CSV)'), big);
      expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: it may be at most 2 MB.');
      expect(requests()).toEqual([]);
    });
  });
});
