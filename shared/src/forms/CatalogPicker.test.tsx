import { Button } from '@fluentui/react-components';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  type Respond,
} from '@nutrilog/shared/test';
import { CatalogPicker, type CatalogItem } from './CatalogPicker';

jest.setTimeout(20_000);

const item = (uuid: string, name: string): CatalogItem => ({ '@id': `/api/recipes/${uuid}`, uuid, name });
const CAKE = item('c', 'Cake');
const SOUP = item('s', 'Soup');
const STEW = item('t', 'Stew');

/** The user's recipes, searched by name as the API does. */
const recipes: Respond = (request) => {
  const url = new URL(request.url, 'http://localhost');
  const name = (url.searchParams.get('name') ?? '').toLowerCase();
  const member = [CAKE, SOUP, STEW].filter((recipe) => recipe.name.toLowerCase().includes(name));
  return jsonResponse(200, { '@id': '/api/recipes', '@type': 'Collection', member, totalItems: member.length });
};

function Harness({ suggestions, onSelect }: { suggestions?: CatalogItem[]; onSelect: (item: CatalogItem) => void }) {
  const [selected, setSelected] = useState<CatalogItem | null>(null);
  return (
    <>
      <CatalogPicker
        path="/api/recipes"
        label="Recipe"
        placeholder="Search your recipes"
        selected={selected}
        suggestions={suggestions}
        onSelect={(chosen) => {
          setSelected(chosen);
          onSelect(chosen);
        }}
      />
      <Button onClick={() => setSelected(null)}>Clear</Button>
      <Button onClick={() => setSelected(SOUP)}>Choose soup elsewhere</Button>
    </>
  );
}

function setup({ respond = recipes, suggestions }: { respond?: Respond; suggestions?: CatalogItem[] } = {}) {
  const testApi = createTestApi({ token: 'tok', respond });
  const onSelect = jest.fn();
  renderWithProviders(<Harness suggestions={suggestions} onSelect={onSelect} />, { api: testApi.api, route: null });
  return { ...testApi, onSelect, user: userEvent.setup(), picker: screen.getByRole('combobox', { name: 'Recipe' }) };
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CatalogPicker', () => {
  beforeEach(() => activateLocale('en-GB'));

  it('asks nothing until opened, then searches the path by name, 15 at a time, alphabetically', async () => {
    const { user, requests, picker } = setup();
    expect(picker).toHaveAttribute('placeholder', 'Search your recipes');
    expect(requests()).toHaveLength(0);

    await user.type(picker, 'st');
    await waitFor(() => expect(requests().some((request) => request.url.includes('name=st'))).toBe(true));
    const url = new URL(requests().at(-1)!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/recipes');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'st', itemsPerPage: '15', 'order[name]': 'asc' });
    await waitFor(() => expect(optionNames()).toEqual(['Stew']));
  });

  it('lists suggestions first while nothing is typed, then the rest, once each; typing drops suggestions', async () => {
    const { user, picker } = setup({ suggestions: [STEW, item('x', 'Favourite soup')] });
    await user.click(picker);
    await waitFor(() => expect(optionNames()).toEqual(['Stew', 'Favourite soup', 'Cake', 'Soup']));

    await user.type(picker, 'ca');
    await waitFor(() => expect(optionNames()).toEqual(['Cake']));
  });

  it('chooses an item, puts its name back when closed without a choice, follows a choice made outside', async () => {
    const { user, picker, onSelect } = setup();
    await user.type(picker, 'stew');
    await user.click(await screen.findByRole('option', { name: 'Stew' }));
    expect(onSelect).toHaveBeenCalledWith(STEW);
    expect(picker).toHaveValue('Stew');

    await user.clear(picker);
    // Typing where the caret already is: a click would first close the list that clearing opened (and put the
    // chosen name back), depending on how soon it opened.
    await user.type(picker, 'ca', { skipClick: true });
    await screen.findByRole('option', { name: 'Cake' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(picker).toHaveValue('Stew'));
    expect(onSelect).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Choose soup elsewhere' }));
    expect(picker).toHaveValue('Soup');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(picker).toHaveValue('');
    await user.click(picker);
    await user.keyboard('{Escape}');
    expect(picker).toHaveValue('');
  });

  it('keeps the list open and the typed text when the input is clicked while the list is open', async () => {
    const { user, picker, onSelect } = setup();
    await user.type(picker, 'stew');
    await user.click(await screen.findByRole('option', { name: 'Stew' }));
    expect(onSelect).toHaveBeenCalledWith(STEW);

    await user.clear(picker);
    await user.type(picker, 's', { skipClick: true });
    await screen.findByRole('option', { name: 'Soup' });
    await user.click(picker);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(picker).toHaveValue('s');
    await user.type(picker, 'o', { skipClick: true });
    expect(picker).toHaveValue('so');
    await waitFor(() => expect(optionNames()).toEqual(['Soup']));
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Soup' }));
    expect(onSelect).toHaveBeenLastCalledWith(SOUP);
    expect(picker).toHaveValue('Soup');
  });

  it('says when nothing matches', async () => {
    const { user, picker } = setup();
    await user.type(picker, 'pizza');
    expect(await screen.findByRole('option', { name: 'No results found.' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the list could not be loaded', async () => {
    const { user, picker } = setup({ respond: () => problemResponse(500) });
    await user.click(picker);
    expect(await screen.findByRole('option', { name: 'The list could not be loaded.' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
