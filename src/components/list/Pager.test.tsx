// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithCatalogue } from '../../i18n/WithCatalogue';
import { Pager } from './Pager';

afterEach(cleanup);

describe('Pager', () => {
  it('shows page 1, the window, ellipses and the last page, and reports the page clicked', () => {
    const onChange = vi.fn();
    render(<Pager page={10} pageCount={20} onChange={onChange} />, { wrapper: WithCatalogue });
    const nav = screen.getByRole('navigation', { name: 'pagination' });
    const labels = within(nav).getAllByRole('button').map((b) => b.textContent);
    expect(labels).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(nav.textContent).toContain('…');
    expect(within(nav).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(onChange).toHaveBeenCalledWith(20);
  });

  it('is hidden at one page', () => {
    render(<Pager page={1} pageCount={1} onChange={() => undefined} />, { wrapper: WithCatalogue });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
