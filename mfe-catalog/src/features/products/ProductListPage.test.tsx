import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  type Respond,
  problemResponse,
  STORED_AT,
} from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { ProductListPage } from './ProductListPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const collection = (member: unknown[]) => ({
  '@context': '/api/contexts/Product',
  '@id': '/api/products',
  '@type': 'Collection',
  member,
  totalItems: member.length,
});

let sequence = 0;
const product = (name: string, favorite = false) => {
  const uuid = `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
  return {
    '@id': `/api/products/${uuid}`,
    '@type': 'Product',
    ...STORED_AT,
    uuid,
    name,
    favorite,
    unit: 'gram',
    nutrientsPer: 100,
    barcode: null,
    portions: [],
  };
};

const OATS = product('Oats', true);
const APPLE = product('apple');
const ECLAIR = product('Éclair');
const EGG = product('Egg', true);
const SEVEN_UP = product('7up');
const OAT_MILK = product('Oat milk');
const ALL = [SEVEN_UP, APPLE, ECLAIR, EGG, OAT_MILK, OATS];

/** Answers like the API: the products whose name contains `name`, case-insensitively. */
const search: Respond = (request) => {
  const name = new URL(request.url, 'http://localhost').searchParams.get('name')?.toLowerCase() ?? '';
  return jsonResponse(200, collection(ALL.filter((p) => p.name.toLowerCase().includes(name))));
};

const queryOf = (request: { url: string }) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/products" element={<ProductListPage />} />
        <Route path="/products/create" element={<h1>Create stub</h1>} />
        <Route path="/products/:uuid" element={<h1>Product stub</h1>} />
        <Route path="/recipes" element={<h1>Recipes stub</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route: '/products' },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

/** [heading, names] of each letter group. */
function groups(): [string, string[]][] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => {
    const list = screen.getByRole('list', { name: heading.textContent! });
    return [
      heading.textContent!,
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent!),
    ];
  });
}

/** Whether a style rule under `@media (min-width: 768px)` hides the element (jsdom applies no media queries). */
function hiddenFromDesktop(element: HTMLElement): boolean {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === '(min-width: 768px)')
    .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[])
    .some((rule) => rule.style.display === 'none' && element.matches(rule.selectorText));
}

describe('ProductListPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks the API for all products sorted by name, with the token', async () => {
    const { requests } = renderPage(() => jsonResponse(200, collection([])));
    await screen.findByText('No products yet.');

    expect(requests()).toHaveLength(1);
    const request = requests()[0]!;
    expect(request.method).toBe('GET');
    expect(new URL(request.url, 'http://localhost').pathname).toBe('/api/products');
    expect(queryOf(request)).toEqual({ pagination: 'false', 'order[name]': 'asc' });
    expect(request.headers['X-API-KEY']).toBe('tok');
  });

  it("groups the products alphabetically under their initial, accents folded and digits under '#'", async () => {
    renderPage(search);
    await screen.findByRole('link', { name: 'Oats' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Products$/);
    expect(groups()).toEqual([
      ['#', ['7up']],
      ['A', ['apple']],
      ['E', ['Éclair', 'Egg']],
      ['O', ['Oat milk', 'Oats']],
    ]);
  });

  it('links each name to its detail page, preloading it when pointed at', async () => {
    const { user, preload } = renderPage(search);
    const link = await screen.findByRole('link', { name: 'Egg' });
    expect(link).toHaveAttribute('href', `/products/${EGG.uuid}`);
    await user.hover(link);
    expect(preload).toHaveBeenCalledWith(`/products/${EGG.uuid}`);

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Product stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/products/${EGG.uuid}`);
  });

  it('marks the favourites with a star next to the name', async () => {
    renderPage(search);
    await screen.findByRole('link', { name: 'Oats' });
    const favorites = screen
      .getAllByRole('img', { name: 'Favourite' })
      .map((star) => within(star.closest('li')!).getByRole('link').textContent);
    expect(favorites).toEqual(['Egg', 'Oats']);
  });

  it('searches by name once typing pauses, and keeps the previous results visible meanwhile', async () => {
    let answerSearch: (response: Response) => void = () => undefined;
    const { requests, user } = renderPage((request) =>
      queryOf(request).name ? new Promise<Response>((resolve) => (answerSearch = resolve)) : search(request),
    );
    await screen.findByRole('link', { name: 'Oats' });

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'oat');
    expect(requests()).toHaveLength(1);
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(queryOf(requests()[1]!)).toEqual({ pagination: 'false', 'order[name]': 'asc', name: 'oat' });
    expect(screen.getByRole('link', { name: 'apple' })).toBeInTheDocument();

    answerSearch(search(requests()[1]!) as Response);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'apple' })).not.toBeInTheDocument());
    expect(groups()).toEqual([['O', ['Oat milk', 'Oats']]]);
    expect(requests()).toHaveLength(2);
  });

  it("says 'No results found.' when a search finds nothing, and shows everything again when cleared", async () => {
    const { user } = renderPage(search);
    await screen.findByRole('link', { name: 'Oats' });
    const box = screen.getByRole('searchbox', { name: 'Search products' });

    await user.type(box, 'pizza');
    expect(await screen.findByRole('status')).toHaveTextContent('No results found.');
    expect(screen.queryByRole('link', { name: 'Create your first product' })).not.toBeInTheDocument();

    await user.clear(box);
    expect(await screen.findByRole('link', { name: 'Oats' })).toBeInTheDocument();
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
  });

  it('says there are no products yet, with a link to create one', async () => {
    const { user } = renderPage(() => jsonResponse(200, collection([])));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('No products yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await user.click(within(status).getByRole('link', { name: 'Create your first product' }));
    expect(await screen.findByRole('heading', { name: 'Create stub' })).toBeInTheDocument();
  });

  it('links to the create form from the header', async () => {
    const { user } = renderPage(search);
    await user.click(screen.getByRole('link', { name: 'Create product' }));
    expect(await screen.findByRole('heading', { name: 'Create stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/create');
  });

  it('links to the recipes on mobile only (hidden from 768 px wide)', async () => {
    const { user } = renderPage(search);
    const link = screen.getByRole('link', { name: 'Recipes' });
    expect(hiddenFromDesktop(link)).toBe(true);
    expect(hiddenFromDesktop(screen.getByRole('link', { name: 'Create product' }))).toBe(false);

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Recipes stub' })).toBeInTheDocument();
  });

  it('can be used with the keyboard alone: the actions, the search box, then the product links', async () => {
    const { user } = renderPage(search);
    await screen.findByRole('link', { name: 'Oats' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add from food database' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '7up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Product stub' })).toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage((request) => (++calls === 1 ? problemResponse(500) : search(request)));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Oats' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests()[1]!.url).toBe(requests()[0]!.url);
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Producten$/);
    expect(screen.getByRole('link', { name: 'Recepten' })).toBeInTheDocument();
    expect(await screen.findByText('Nog geen producten.')).toBeInTheDocument();
  });
});
