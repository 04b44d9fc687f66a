import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, jsonResponse, type TestRequest } from '@nutrilog/shared/test';
import {
  apiAnswering,
  catalogs,
  history,
  HISTORY_PATH,
  PRODUCT_PATH,
  product,
  queryOf,
  renderDetail,
  slice,
} from './product-detail-test-kit';

jest.setTimeout(20_000);

let sequence = 0;
/** A log at noon UTC: the same calendar day in every European time zone. */
const log = (date: string, overrides: Record<string, unknown> = {}) => {
  const uuid = `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
  return {
    '@id': `/api/intake_logs/${uuid}`,
    '@type': 'IntakeLog',
    uuid,
    date: `${date}T12:00:00.000Z`,
    type: 'product',
    quantity: 0,
    amount: 150,
    totalAmount: 150,
    portion: null,
    ...overrides,
  };
};

const twoSlices = log('2024-05-02', {
  quantity: 2,
  amount: 0,
  totalAmount: 70,
  portion: { '@id': slice['@id'], uuid: slice.uuid, name: '1 slice', amount: 35 },
});
const grams = log('2024-05-01', { amount: 152.46, totalAmount: 152.46 });

const answering = (member: unknown[], totalItems = member.length) =>
  apiAnswering({
    [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ intakeLogCount: totalItems })),
    [`GET ${HISTORY_PATH}`]: () => jsonResponse(200, history(member, totalItems)),
  });

const historyRequests = (requests: TestRequest[]) => requests.filter((request) => request.url.startsWith(HISTORY_PATH));

/** [when, what] of each row of the history list. */
const rows = (listName = 'Intake history') =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent!));

describe('Intake history on the product detail', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks for the newest 10 logs of the product', async () => {
    const { requests } = renderDetail(answering([grams]));
    await screen.findByRole('heading', { level: 2, name: 'Logged once' });
    expect(historyRequests(requests()).map(queryOf)).toEqual([
      { 'order[date]': 'desc', itemsPerPage: '10', page: '1' },
    ]);
  });

  it('says how many times the product was logged', async () => {
    const { unmount } = renderDetail(answering([]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Not logged yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Intake history' })).not.toBeInTheDocument();
    unmount();

    renderDetail(answering([twoSlices, grams], 2));
    expect(await screen.findByRole('heading', { level: 2, name: 'Logged 2 times' })).toBeInTheDocument();
  });

  it('shows when each log was made and how much: portions as quantity × portion', async () => {
    renderDetail(answering([twoSlices, grams]));
    await screen.findByRole('list', { name: 'Intake history' });
    expect(rows()).toEqual([
      [expect.stringMatching(/^2 May 2024, \d\d:\d\d$/), '2 × 1 slice (70 g)'],
      [expect.stringMatching(/^1 May 2024, \d\d:\d\d$/), '152.5 g'],
    ]);
    expect(screen.getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute('datetime', twoSlices.date);
  });

  it('speaks Dutch: dates, decimal commas and the count', async () => {
    activateLocale('nl-NL', catalogs);
    renderDetail(answering([grams], 3));
    await screen.findByRole('list', { name: 'Innamegeschiedenis' });
    expect(screen.getByRole('heading', { name: '3 keer gelogd' })).toBeInTheDocument();
    expect(rows('Innamegeschiedenis')).toEqual([[expect.stringMatching(/^1 mei 2024.* \d\d:\d\d$/), '152,5 g']]);
  });

  it('pages through more than 10 logs with Previous and Next', async () => {
    const firstPage = Array.from({ length: 10 }, (_, day) => log(`2024-06-${String(30 - day).padStart(2, '0')}`));
    const secondPage = [log('2024-05-31'), log('2024-05-30')];
    const { requests, user } = renderDetail(
      apiAnswering({
        [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ intakeLogCount: 12 })),
        [`GET ${HISTORY_PATH}`]: (request) =>
          jsonResponse(200, history(queryOf(request).page === '2' ? secondPage : firstPage, 12)),
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Logged 12 times' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const pages = screen.getByRole('navigation', { name: 'Intake history pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages).toHaveTextContent('Page 1 of 2');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]![0]).toMatch(/^31 May 2024/);
    expect(historyRequests(requests()).map((request) => queryOf(request).page)).toEqual(['1', '2']);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('has no paging for 10 logs or fewer', async () => {
    renderDetail(answering(Array.from({ length: 10 }, (_, day) => log(`2024-06-${String(day + 10)}`))));
    await screen.findByRole('list', { name: 'Intake history' });
    expect(screen.queryByRole('navigation', { name: 'Intake history pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
