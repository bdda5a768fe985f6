// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../contract/entities/language';
import { i18nProvider } from '../../i18nProvider';
import { EntityForm } from './EntityForm';

afterEach(cleanup);

const renderForm = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <EntityForm decl={language} mode="create" cancelTo="/localisation/language" />
    </AdminContext>,
  );

describe('EntityForm', () => {
  it('numbers the tabs, counts errors per tab and moves to the first tab with an error on submit', async () => {
    renderForm();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['1. General', '2. Data']);
    // from the Data tab, which has no error, a submit shows General with its two errors
    fireEvent.click(screen.getByRole('tab', { name: '2. Data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const general = await screen.findByRole('tab', { name: '1. General (2)' });
    expect(general.getAttribute('aria-selected')).toBe('true');
    expect(general.getAttribute('data-errors')).toBe('2');
    expect(await screen.findByText('Oops! Fill in the Name.')).toBeTruthy();
    expect(screen.getByText('Oops! Fill in the Code.')).toBeTruthy();
  }, 20000);

  it('keeps the current tab when it has an error itself', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '2. Data' }));
    fireEvent.change(screen.getByLabelText('Sort Order'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '2. Data (1)' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tab', { name: '1. General (2)' })).toBeTruthy();
  }, 20000);
});
