import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StatsDto } from '@studyhall/shared';
import { mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import Insights from './insights';

const numbers: StatsDto = {
  from: '2026-03-02',
  to: '2026-03-15',
  timeZone: 'Europe/Paris',
  users: { student: 40, tutor: 5, admin: 2, total: 47 },
  sessions: { pending: 1, approved: 6, rejected: 2, cancelled: 1, total: 10 },
  bookings: 12,
  cancellations: 3,
  lessons: { booked: 4, cancelled: 1, revenue: 9000 },
  refunds: { count: 2, amount: 3750 },
  revenue: 30000,
  netRevenue: 26250,
  averageRating: 4.25,
  reviewCount: 8,
  attended: 7,
  noShows: 2,
  weekly: [
    { weekStart: '2026-03-02', bookings: 5, revenue: 12500 },
    { weekStart: '2026-03-09', bookings: 7, revenue: 17500 },
  ],
};

const stubStats = (answer: () => Response | Promise<Response> = () => Response.json(numbers)) =>
  mockApi(({ path }) => (path === '/api/admin/stats' ? answer() : undefined));

const renderInsights = (route = '/dashboard') =>
  renderWithProviders(<Insights />, {
    route,
    user: { id: 'a1', name: 'Ada', email: 'ada@example.com', role: 'admin' },
  });

/** A day picked in a date field, as the browser's picker sets it: the whole value at once. */
async function chooseDay(label: string, day: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(day);
}

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Insights', () => {
  it('shows the range the server chose, and the totals', async () => {
    const api = stubStats();
    renderInsights();
    expect(
      await screen.findByText(
        'From Mon, Mar 2, 2026 to Sun, Mar 15, 2026, both included; days and weeks in Central European Standard Time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-15');
    const totals = Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(totals).toEqual({
      Bookings: '12',
      Cancellations: '3',
      'Lessons booked': '4',
      'Lessons cancelled': '1',
      Revenue: '$300.00',
      'Lesson revenue': '$90.00',
      Refunds: '2 ($37.50)',
      'Net revenue': '$262.50',
      Attended: '7',
      'No-shows': '2',
      'Average rating': '4.3 of 5 (8 reviews)',
      Users: '47',
    });
    expect(api.urls()).toEqual(['/api/admin/stats']);
  });

  it('draws each chart and writes it as a table with the same numbers', async () => {
    stubStats();
    renderInsights();
    await screen.findByRole('figure', { name: 'Bookings per week' });
    expect(
      screen
        .getAllByRole('figure')
        .map((figure) => within(figure).getByRole('heading').textContent),
    ).toEqual([
      'Bookings per week',
      'Revenue per week',
      'Sessions by status',
      'Bookings, cancellations, refunds and attendance',
      'Users by role',
      'Average rating (of 5)',
    ]);
    expect(tableRows('Bookings per week')).toEqual([
      ['Week of', 'Bookings'],
      ['Mon, Mar 2, 2026', '5'],
      ['Mon, Mar 9, 2026', '7'],
      ['Total', '12'],
    ]);
    expect(tableRows('Revenue per week')).toEqual([
      ['Week of', 'Revenue'],
      ['Mon, Mar 2, 2026', '$125.00'],
      ['Mon, Mar 9, 2026', '$175.00'],
      ['Total', '$300.00'],
    ]);
    expect(tableRows('Sessions by status')).toEqual([
      ['Status', 'Count'],
      ['Pending', '1'],
      ['Approved', '6'],
      ['Rejected', '2'],
      ['Cancelled', '1'],
      ['Total', '10'],
    ]);
    expect(tableRows('Bookings, cancellations, refunds and attendance')).toEqual([
      ['Measure', 'Count'],
      ['Bookings', '12'],
      ['Cancellations', '3'],
      ['Refunds', '2'],
      ['Attended', '7'],
      ['No-shows', '2'],
    ]);
    // The drawing is for the eyes; screen readers read the table.
    const chart = within(screen.getByRole('figure', { name: 'Bookings per week' }));
    const drawing = chart.getByRole('table').previousElementSibling;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing?.querySelectorAll('rect')).toHaveLength(2);
    expect(drawing).toHaveTextContent('Mar 2');
  });

  it('shows a table in place of its chart, and the chart again', async () => {
    stubStats();
    renderInsights();
    const element = await screen.findByRole('figure', { name: 'Sessions by status' });
    const figure = within(element);
    expect(figure.getByRole('table')).toHaveClass('sr-only');
    await userEvent.click(figure.getByRole('button', { name: 'Show table' }));
    expect(figure.getByRole('table')).not.toHaveClass('sr-only');
    expect(element.querySelector('svg')).toBeNull();
    await userEvent.click(figure.getByRole('button', { name: 'Show chart' }));
    expect(figure.getByRole('table')).toHaveClass('sr-only');
  });

  it('asks for the chosen days, in the address so Back works, after checking them', async () => {
    const api = stubStats();
    const { router } = renderInsights();
    await screen.findByRole('figure', { name: 'Bookings per week' });

    await chooseDay('From', '2026-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('to must be on or after from');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(api.urls()).toHaveLength(1);

    await chooseDay('From', '2026-01-05');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?from=2026-01-05&to=2026-03-15');
    expect(api.urls().at(-1)).toBe('/api/admin/stats?from=2026-01-05&to=2026-03-15');

    await userEvent.click(screen.getByRole('button', { name: 'Last 12 weeks' }));
    expect(router.state.location.search).toBe('');
  });

  it("shows a spinner, then the server's refusal with a retry", async () => {
    stubStats(waitForever);
    renderInsights();
    expect(screen.getByRole('status')).toHaveTextContent('Loading insights...');
    document.body.innerHTML = '';

    stubStats(() =>
      Response.json({ message: 'from and to may be at most 366 days apart' }, { status: 400 }),
    );
    renderInsights('/dashboard?from=2024-01-01&to=2026-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'from and to may be at most 366 days apart',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2024-01-01');
  });

  it('links the five CSV exports', async () => {
    stubStats();
    renderInsights();
    const exports = within(await screen.findByRole('region', { name: 'Exports' }));
    expect(
      exports.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bookings (CSV)', '/api/admin/export/bookings.csv'],
      ['Payments (CSV)', '/api/admin/export/payments.csv'],
      ['Users (CSV)', '/api/admin/export/users.csv'],
      ['Sessions (CSV)', '/api/admin/export/sessions.csv'],
      ['Lessons (CSV)', '/api/admin/export/lessons.csv'],
    ]);
    expect(exports.getAllByRole('link')[0]).toHaveAttribute('download');
  });
});
